import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { periodOf } from "../../shared/analytics/definitions";
import type { Filters } from "../../shared/analytics/view";
import { customPeriod } from "../read-dashboard";
import { getReferenceFilteredDashboard } from "../reference/filtered";
import { type AnalyticsStore, openAnalyticsStore } from "../store";
import { pageViewRow } from "../testing/page-view-row";
import { sessionRow } from "../testing/session-row";
import { dayStart, dayStartsBetween } from "../time-zone";
import { emptyBatch, type PageViewRow, type SessionRow, type UserEventRow, writeBatch } from "../write";
import { getExploredDashboard } from "./dashboard";

/**
 * Custom ranges in the company's time zone and filters, on small data whose answers are counted by
 * hand: a view at 23:30 UTC on 30 June is on 1 July in Prague, days around the daylight-saving
 * changes have 23 and 25 hours, and filters narrow every card and table.
 */
const TZ = "Europe/Prague";
const NOW = new Date("2026-11-25T12:00:00Z");

type Source = Pick<PageViewRow, "referrer_host" | "channel" | "utm_source" | "utm_medium" | "utm_campaign" | "country">;
const DIRECT: Source = {
  referrer_host: null,
  channel: "Direct",
  utm_source: null,
  utm_medium: null,
  utm_campaign: null,
  country: "DE",
};
/** The "mail" and "direct" sessions are one person's (one visitor id that day); the others each their own. */
const visitorOf = (sessionId: string) => (sessionId === "mail" || sessionId === "direct" ? "1" : "2");
const view = (sessionId: string, path: string, at: string | number, source: Source = DIRECT): PageViewRow =>
  pageViewRow({
    session_id: sessionId,
    visitor: visitorOf(sessionId),
    page_path: path,
    created_at: new Date(at).toISOString(),
    ...source,
    device_type: "desktop",
    browser: "Firefox",
    os: "Linux",
  });
const session = (id: string, at: string, views: number, events: number, entry: string, exit: string): SessionRow =>
  sessionRow({
    session_id: id,
    created_at: at,
    entry_page: entry,
    exit_page: exit,
    duration_seconds: 60,
    page_views_count: views,
    events_count: events,
  });
const event = (sessionId: string, name: string, path: string, at: string): UserEventRow => ({
  event_id: crypto.randomUUID(),
  session_id: sessionId,
  event_name: name,
  event_data: null,
  page_path: path,
  element_id: null,
  element_class: null,
  element_text: null,
  visitor: null,
  created_at: at,
});

let store: AnalyticsStore;
beforeAll(async () => {
  store = await openAnalyticsStore(":memory:");
});
afterAll(() => store?.close());

/** A custom range of whole days in Prague time. */
const fixed = (from: string, to: string, filters: Filters = {}) => ({
  range: "custom" as const,
  period: customPeriod(from, to, TZ),
  filters,
  timeZone: TZ,
  rolling: false,
});
const custom = (from: string, to: string, filters: Filters = {}) =>
  getExploredDashboard(store, fixed(from, to, filters), NOW);

describe("days in the company's time zone", () => {
  beforeAll(async () => {
    await store.write((c) =>
      writeBatch(c, {
        ...emptyBatch(),
        pageViews: [view("late", "/", "2026-06-30T23:30:00Z"), view("early", "/", "2026-06-30T21:59:59Z")],
      }),
    );
  });

  test("a view at 23:30 UTC on 30 June counts on 1 July in Prague", async () => {
    const july = await custom("2026-07-01", "2026-07-01");
    expect(july.summary.current.pageViews).toBe(1);
    expect(july.from).toBe("2026-06-30T22:00:00.000Z");
    expect(july.to).toBe("2026-07-01T22:00:00.000Z");
    expect(july.timeZone).toBe(TZ);
    // One day: hourly buckets, 24 of them, the view in the 01:00 Prague hour.
    expect(july.unit).toBe("hour");
    expect(july.timeSeries).toHaveLength(24);
    expect(july.timeSeries.filter((p) => p.views > 0)).toEqual([
      { bucket: "2026-06-30T23:00:00Z", views: 1, sessions: 1 },
    ]);
    const june = await custom("2026-06-30", "2026-06-30");
    expect(june.summary.current.pageViews).toBe(1); // the 21:59:59 UTC one (23:59:59 in Prague)
    const both = await custom("2026-06-25", "2026-07-05");
    expect(both.unit).toBe("day");
    expect(both.timeSeries).toHaveLength(11);
    expect(both.timeSeries.filter((p) => p.views > 0)).toEqual([
      { bucket: "2026-06-29T22:00:00Z", views: 1, sessions: 1 },
      { bucket: "2026-06-30T22:00:00Z", views: 1, sessions: 1 },
    ]);
    // The previous period is the same length just before.
    expect(both.summary.previous.pageViews).toBe(0);
  });

  test.each([
    ["spring", "2026-03-28", "2026-03-30", [24, 23, 24]],
    ["autumn", "2026-10-24", "2026-10-26", [24, 25, 24]],
  ] as const)("a custom range across the %s change counts every hour once", async (_, from, to, hours) => {
    // One view at the middle of every UTC hour of the three Prague days.
    const start = dayStart(from, TZ);
    const end = customPeriod(from, to, TZ).to.getTime();
    const views: PageViewRow[] = [];
    for (let t = start; t < end; t += 3_600_000) views.push(view(`h${t}`, "/dst", t + 1_800_000));
    await store.write((c) => writeBatch(c, { ...emptyBatch(), pageViews: views }));
    const d = await custom(from, to, { page: "/dst" });
    expect(views).toHaveLength(hours[0] + hours[1] + hours[2]);
    expect(d.summary.current.pageViews).toBe(views.length);
    expect(d.timeSeries.map((p) => p.views)).toEqual([...hours]);
    expect(d.timeSeries.map((p) => p.bucket)).toEqual(
      dayStartsBetween(start, end, TZ).map((t) => `${new Date(t).toISOString().slice(0, 19)}Z`),
    );
    // The day buckets start at local midnight: 23:00 UTC in winter, 22:00 UTC in summer.
    expect(d.timeSeries[0]?.bucket.slice(11)).toBe(from.endsWith("28") ? "23:00:00Z" : "22:00:00Z");
  });
});

describe("filters", () => {
  const AT = "2026-11-20T10:00:00Z";
  const email: Source = {
    referrer_host: null,
    channel: "Email",
    utm_source: "newsletter",
    utm_medium: "email",
    utm_campaign: "spring",
    country: "CZ",
  };
  const search: Source = { ...DIRECT, referrer_host: "www.google.com", channel: "Organic Search", country: "CZ" };
  beforeAll(async () => {
    const t = (m: number) => Date.parse(AT) + m * 60_000;
    await store.write((c) =>
      writeBatch(c, {
        ...emptyBatch(),
        sessions: [
          session("mail", AT, 2, 1, "/", "/contact"),
          session("direct", AT, 1, 2, "/", "/"),
          session("search", AT, 2, 0, "/about-us", "/"),
        ],
        pageViews: [
          view("mail", "/", t(0), email),
          view("mail", "/contact", t(1), email),
          view("direct", "/", t(2)),
          view("search", "/about-us", t(3), search),
          view("search", "/", t(4), search),
        ],
        events: [
          event("mail", "form_submission", "/contact", AT),
          event("direct", "button_click", "/", AT),
          event("direct", "link_click", "/", AT),
        ],
      }),
    );
  });

  test("no filter: the three sessions", async () => {
    const d = await custom("2026-11-20", "2026-11-20");
    expect(d.summary.current).toMatchObject({ pageViews: 5, sessions: 3, visitors: 2 });
    expect(d.channels).toEqual([
      { label: "Direct", sessions: 1, visitors: 1 },
      { label: "Email", sessions: 1, visitors: 1 },
      { label: "Organic Search", sessions: 1, visitors: 1 },
    ]);
    expect(d.campaigns).toEqual([
      { label: "(none)", sessions: 2, visitors: 2 },
      { label: "newsletter / email / spring", sessions: 1, visitors: 1 },
    ]);
    // One person's two sessions: two sessions, one visitor.
    expect(d.devices).toEqual([{ label: "desktop", sessions: 3, visitors: 2 }]);
    expect(d.entryPages).toEqual([
      { path: "/", sessions: 2 },
      { path: "/about-us", sessions: 1 },
    ]);
  });

  test("a channel narrows every card and table to its sessions", async () => {
    const d = await custom("2026-11-20", "2026-11-20", { channel: "Email" });
    expect(d.filters).toEqual({ channel: "Email" });
    expect(d.summary.current).toMatchObject({ pageViews: 2, sessions: 1, bounceRate: 0 });
    expect(d.topPages).toEqual([
      { path: "/", views: 1, sessions: 1 },
      { path: "/contact", views: 1, sessions: 1 },
    ]);
    expect(d.topEvents).toEqual([{ label: "form_submission", count: 1 }]);
    expect(d.channels).toEqual([{ label: "Email", sessions: 1, visitors: 1 }]);
    expect(d.campaigns).toEqual([{ label: "newsletter / email / spring", sessions: 1, visitors: 1 }]);
    expect(d.countries).toEqual([{ label: "CZ", sessions: 1, visitors: 1 }]);
    expect(d.exitPages).toEqual([{ path: "/contact", sessions: 1 }]);
    expect(d.timeSeries.reduce((n, p) => n + p.views, 0)).toBe(2);
  });

  test("a view whose caller went away stops after the query under way, and leaves its connection clean", async () => {
    // A signal that is aborted once the view has run `after` of its queries.
    const abortedAfter = (after: number) => {
      let checked = 0;
      return {
        get aborted() {
          return ++checked > after;
        },
      } as AbortSignal;
    };
    for (const after of [0, 1, 4]) {
      const read = getExploredDashboard(
        store,
        { ...fixed("2026-11-20", "2026-11-20", { channel: "Email" }), signal: abortedAfter(after) },
        NOW,
      );
      await expect(read).rejects.toMatchObject({ kind: "abandoned" });
    }
    // Every read connection is out of its transaction and has no temporary table left.
    const left = await Promise.all(
      [0, 1, 2].map(() =>
        store.read(async (c) => {
          const temp = await c.runAndReadAll("SELECT count(*)::INTEGER AS n FROM duckdb_tables() WHERE temporary");
          await Bun.sleep(20);
          return temp.getRowObjects()[0]?.n;
        }),
      ),
    );
    expect(left).toEqual([0, 0, 0]);
    const d = await custom("2026-11-20", "2026-11-20", { channel: "Email" });
    expect(d.summary.current).toMatchObject({ pageViews: 2, sessions: 1 });
  });

  test("filters combine: a country and a page", async () => {
    const cz = await custom("2026-11-20", "2026-11-20", { country: "CZ" });
    expect(cz.summary.current).toMatchObject({ pageViews: 4, sessions: 2 });
    const czHome = await custom("2026-11-20", "2026-11-20", { country: "CZ", page: "/" });
    expect(czHome.summary.current).toMatchObject({ pageViews: 2, sessions: 2 });
    expect(czHome.topPages).toEqual([{ path: "/", views: 2, sessions: 2 }]);
    // Events recorded on that page by those sessions: none (the form was sent on /contact).
    expect(czHome.topEvents).toEqual([]);
    const campaign = await custom("2026-11-20", "2026-11-20", { campaign: "newsletter / email / spring" });
    expect(campaign.summary.current.sessions).toBe(1);
    const direct = await custom("2026-11-20", "2026-11-20", { referrer: "(direct)", device: "desktop", os: "Linux" });
    expect(direct.summary.current).toMatchObject({ pageViews: 3, sessions: 2 });
    expect(direct.topEvents).toEqual([
      { label: "button_click", count: 1 },
      { label: "form_submission", count: 1 },
      { label: "link_click", count: 1 },
    ]);
  });

  test("a session narrows everything to that one visit", async () => {
    const d = await custom("2026-11-20", "2026-11-20", { session: "search" });
    expect(d.filters).toEqual({ session: "search" });
    expect(d.summary.current).toMatchObject({ pageViews: 2, sessions: 1, visitors: 1 });
    expect(d.topPages).toEqual([
      { path: "/", views: 1, sessions: 1 },
      { path: "/about-us", views: 1, sessions: 1 },
    ]);
    expect(d.channels).toEqual([{ label: "Organic Search", sessions: 1, visitors: 1 }]);
    expect(d.entryPages).toEqual([{ path: "/about-us", sessions: 1 }]);
    expect(d.topEvents).toEqual([]);
    // With another filter it still finds that visit's matching views only.
    const home = await custom("2026-11-20", "2026-11-20", { session: "mail", page: "/contact" });
    expect(home.summary.current).toMatchObject({ pageViews: 1, sessions: 1 });
    expect(home.topEvents).toEqual([{ label: "form_submission", count: 1 }]);
    const other = await custom("2026-11-20", "2026-11-20", { session: "mail", channel: "Direct" });
    expect(other.summary.current).toMatchObject({ pageViews: 0, sessions: 0 });
  });

  test("a value no row has gives empty tables, and quotes are only text", async () => {
    for (const filters of [
      { browser: "Nope" },
      { page: "/x' OR '1'='1" },
      { country: "'); DROP TABLE page_views; --" },
      { session: "mail' OR '1'='1" },
    ]) {
      const d = await custom("2026-11-20", "2026-11-20", filters);
      expect(d.summary.current).toMatchObject({ pageViews: 0, sessions: 0 });
      expect(d.topPages).toEqual([]);
      expect(d.channels).toEqual([]);
      expect(d.timeSeries.every((p) => p.views === 0)).toBe(true);
    }
    const after = await custom("2026-11-20", "2026-11-20");
    expect(after.summary.current.pageViews).toBe(5);
  });
});

describe("top pages", () => {
  // Seven pages on 10 September: more than the table shows, with a tie for its last place (four
  // pages seen once), and one session seeing /a twice (three views, two sessions).
  beforeAll(async () => {
    const at = (m: number) => Date.parse("2026-09-10T09:00:00Z") + m * 60_000;
    const cz: Source = { ...DIRECT, country: "CZ" };
    await store.write((c) =>
      writeBatch(c, {
        ...emptyBatch(),
        pageViews: [
          view("top1", "/a", at(0), cz),
          view("top1", "/a", at(1), cz),
          view("top2", "/a", at(2), cz),
          view("top2", "/b", at(3), cz),
          view("top3", "/b", at(4), cz),
          view("top3", "/c", at(5), cz),
          view("top4", "/c", at(6), cz),
          view("top4", "/g", at(7), cz),
          view("top4", "/f", at(8), cz),
          view("top5", "/e", at(9), cz),
          view("top5", "/d", at(10)),
        ],
      }),
    );
  });
  test("ranked by views, ties by path, sessions counted for the pages shown", async () => {
    const d = await custom("2026-09-10", "2026-09-10");
    expect(d.topPages).toEqual([
      { path: "/a", views: 3, sessions: 2 },
      { path: "/b", views: 2, sessions: 2 },
      { path: "/c", views: 2, sessions: 2 },
      { path: "/d", views: 1, sessions: 1 },
      { path: "/e", views: 1, sessions: 1 },
    ]);
    // The country filter drops /d's view: /f takes the last place (before /g).
    const cz = await custom("2026-09-10", "2026-09-10", { country: "CZ" });
    expect(cz.topPages.map((p) => p.path)).toEqual(["/a", "/b", "/c", "/e", "/f"]);
    for (const filters of [{}, { country: "CZ" }] as Filters[]) {
      const x = fixed("2026-09-10", "2026-09-10", filters);
      expect(await getReferenceFilteredDashboard(store, x, NOW)).toEqual(await getExploredDashboard(store, x, NOW));
    }
  });
});

describe("the straightforward SQL (analytics/reference/filtered.ts)", () => {
  const rolling = (filters: Filters) => ({
    range: "30d" as const,
    period: periodOf("30d", NOW),
    filters,
    timeZone: TZ,
    rolling: true,
  });
  // A session of the last hour whose Email view lies a week after NOW (a clock ahead): a rolling
  // range reads it for its tables, while its summary cards stop at NOW.
  beforeAll(async () => {
    const at = new Date(NOW.getTime() - 3_600_000).toISOString();
    await store.write((c) =>
      writeBatch(c, {
        ...emptyBatch(),
        sessions: [session("late", at, 2, 0, "/", "/contact")],
        pageViews: [
          view("late", "/", at),
          view("late", "/contact", NOW.getTime() + 7 * 86_400_000, { ...DIRECT, channel: "Email" }),
        ],
      }),
    );
  });
  test("a rolling range's summary keeps the sessions with a matching view before its end", async () => {
    const x = rolling({ channel: "Email" });
    const d = await getExploredDashboard(store, x, NOW);
    expect(d.summary.current.sessions).toBe(1); // "mail"; "late" only after NOW
    expect(d.channels).toEqual([{ label: "Email", sessions: 2, visitors: 2 }]);
    expect(await getReferenceFilteredDashboard(store, x, NOW)).toEqual(d);
  });
  test.each([
    {},
    { channel: "Email" },
    { country: "CZ", page: "/" },
    { referrer: "(direct)", device: "desktop", os: "Linux" },
    { campaign: "newsletter / email / spring" },
    { session: "mail" },
    { session: "search", country: "CZ" },
    { page: "/dst" },
    { browser: "Nope" },
  ] as Filters[])("gives the explore path's answer with %j", async (filters) => {
    for (const x of [
      rolling(filters),
      fixed("2026-11-20", "2026-11-20", filters),
      fixed("2026-03-28", "2026-03-30", filters),
      fixed("2026-06-25", "2026-07-05", filters),
    ]) {
      expect(await getReferenceFilteredDashboard(store, x, NOW)).toEqual(await getExploredDashboard(store, x, NOW));
    }
  });
});
