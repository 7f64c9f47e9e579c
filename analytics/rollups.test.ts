import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { type Period, periodOf, RANGES, type RangeKey } from "../shared/analytics/definitions";
import { getDashboard, getDashboardBetween, getDashboardSince } from "./dashboard";
import { getExploredDashboard } from "./explore/dashboard";
import { customPeriod } from "./read-dashboard";
import { getReferenceDashboard } from "./reference/dashboard";
import { BACKFILL_SQL, sealVitals } from "./rollups";
import { type AnalyticsStore, openAnalyticsStore } from "./store";
import { rng } from "./testing/rng";
import { dayOf } from "./time-zone";
import { DAY_MS, HOUR_MS, splitWindow } from "./windows";
import {
  type ErrorRow,
  emptyBatch,
  type PageViewRow,
  type SessionRow,
  type UserEventRow,
  type VitalsRow,
  type WriteBatch,
  writeBatch,
} from "./write";

/**
 * The dashboard answered from the rollups must equal the straightforward SQL over the raw rows, for
 * every range and at any moment. Random data (seeded) with the awkward cases on purpose: sessions
 * crossing hours, days and windows, views on exact hour and day boundaries, retried batches, late
 * rows, rows after `now`, sessions whose device changes, ties in every top 5, more than 100 errors,
 * vitals on bucket boundaries and in sealed days, bots.
 */

const END = Date.parse("2026-11-21T00:00:00Z");
const START = END - 70 * DAY_MS;
const PATHS = ["/", "/brands", "/contact", "/cs", "/cs/brands", "/what-we-do", "/über", "/a'b", "/Z", "/z"];
const REFERRERS = [
  null,
  "",
  "https://www.google.com/search?q=x",
  "http://duckduckgo.com",
  "https://merch.example/brands",
  "ftp://odd.example/",
  "https://t.co/",
];
/** Session sources as ingest stores them (referrer host, channel, campaign tags, country), some empty. */
const SOURCES: Pick<
  PageViewRow,
  | "referrer_host"
  | "channel"
  | "utm_source"
  | "utm_medium"
  | "utm_campaign"
  | "utm_term"
  | "utm_content"
  | "ref"
  | "country"
>[] = [
  {
    referrer_host: null,
    channel: "Direct",
    utm_source: null,
    utm_medium: null,
    utm_campaign: null,
    utm_term: null,
    utm_content: null,
    ref: null,
    country: "CZ",
  },
  {
    referrer_host: "www.google.com",
    channel: "Organic Search",
    utm_source: null,
    utm_medium: null,
    utm_campaign: null,
    utm_term: null,
    utm_content: null,
    ref: null,
    country: "DE",
  },
  {
    referrer_host: null,
    channel: "Email",
    utm_source: "newsletter",
    utm_medium: "email",
    utm_campaign: "spring",
    utm_term: null,
    utm_content: "a",
    ref: null,
    country: "CZ",
  },
  {
    referrer_host: "l.facebook.com",
    channel: "Paid",
    utm_source: "facebook",
    utm_medium: "cpc",
    utm_campaign: "spring",
    utm_term: "merch",
    utm_content: null,
    ref: null,
    country: null,
  },
  {
    referrer_host: "",
    channel: null,
    utm_source: null,
    utm_medium: null,
    utm_campaign: "no source",
    utm_term: null,
    utm_content: null,
    ref: "x",
    country: null,
  },
  {
    referrer_host: "chatgpt.com",
    channel: "AI assistants",
    utm_source: "chatgpt.com",
    utm_medium: null,
    utm_campaign: null,
    utm_term: null,
    utm_content: null,
    ref: null,
    country: "SK",
  },
];
const AGENTS: [string | null, string | null, string | null][] = [
  ["desktop", "Chrome", "Windows"],
  ["mobile", "Safari", "iOS"],
  ["tablet", "Chrome", "Android"],
  [null, null, null],
  ["desktop", "Firefox", "Linux"],
];
const NAMES = ["button_click", "link_click", "scroll_depth", "form_submission", "search"];

const NOWS = [
  END + 2 * DAY_MS + 17 * 60_000 + 123, // after everything
  END, // on a day boundary, with rows after it
  END - 3 * DAY_MS + 5 * HOUR_MS, // on an hour boundary, mid-data
  END - 11 * DAY_MS - 7 * HOUR_MS - 59_999, // mid-hour, mid-data
  START + 20 * DAY_MS + 30 * 60_000, // early: the previous 30 days reach before the data
];

/** Window starts of the tested ranges and their previous periods: data is made dense around them. */
const FOCUS = NOWS.flatMap((now) =>
  Object.values(RANGES).flatMap((days) => [now - days * DAY_MS, now - 2 * days * DAY_MS]),
);

function generate(seed: number) {
  const r = rng(seed);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(r() * xs.length)] as T;
  const uuid = () => "xxxxxxxx-xxxx-4xxx-8xxx-xxxxxxxxxxxx".replace(/x/g, () => Math.floor(r() * 16).toString(16));
  const iso = (t: number) => new Date(t).toISOString();
  // A moment with a fair share of exact hour and day boundaries.
  const moment = () => {
    const t =
      r() < 0.5
        ? (pick(FOCUS) as number) - Math.floor(r() * 2 * HOUR_MS) + HOUR_MS
        : START + Math.floor(r() * (END - START + 3 * DAY_MS));
    const u = r();
    return u < 0.08 ? Math.floor(t / HOUR_MS) * HOUR_MS : u < 0.12 ? Math.floor(t / DAY_MS) * DAY_MS : t;
  };
  const batches: WriteBatch[] = [];
  const batch = () => {
    const b = emptyBatch();
    batches.push(b);
    return b;
  };
  for (let s = 0; s < 600; s++) {
    const sessionId = `session-${seed}-${s}`;
    let t = moment();
    let agent = pick(AGENTS);
    // A session keeps its source; rarely a page view carries another (a replay, an old tracker).
    const sessionSource = pick(SOURCES);
    // A person (several sessions share one; some views have none, as before visitors were kept):
    // their visitor id is new every UTC day, as the daily salt makes it.
    const person = r() < 0.1 ? null : Math.floor(r() * 200);
    const views = 1 + Math.floor(r() * 6);
    let b = batch();
    const sessionRow = (i: number): SessionRow => ({
      session_id: sessionId,
      entry_page: "/",
      exit_page: pick(PATHS),
      created_at: iso(t - i * 1000),
      last_activity: iso(t),
      duration_seconds: Math.floor(r() * 600),
      page_views_count: i,
      events_count: Math.floor(r() * 3),
      user_agent: "UA",
      device_type: agent[0],
      browser: agent[1],
      os: agent[2],
      screen_resolution: null,
      viewport_size: null,
    });
    for (let i = 0; i < views; i++) {
      // Mostly seconds to minutes apart; sometimes across an hour, a day, or many days.
      const gap = r();
      t +=
        gap < 0.7
          ? Math.floor(r() * 120_000)
          : gap < 0.85
            ? Math.floor(r() * 2 * HOUR_MS)
            : gap < 0.95
              ? Math.floor(r() * DAY_MS)
              : Math.floor(r() * 9 * DAY_MS);
      if (r() < 0.05) t = Math.ceil(t / HOUR_MS) * HOUR_MS; // exactly on the hour
      if (r() < 0.1) agent = pick(AGENTS); // a session whose device changes
      const source = r() < 0.05 ? pick(SOURCES) : sessionSource;
      const pv: PageViewRow = {
        event_id: uuid(),
        session_id: sessionId,
        page_path: pick(PATHS),
        page_title: "T",
        referrer: pick(REFERRERS),
        ...source,
        visitor: person === null ? null : String(BigInt(person) * 1_000_000n + BigInt(Math.floor(t / DAY_MS))),
        user_agent: "UA",
        device_type: agent[0],
        browser: agent[1],
        os: agent[2],
        screen_resolution: null,
        viewport_size: null,
        created_at: iso(t),
      };
      b.pageViews.push(pv);
      if (r() < 0.5) {
        const ev: UserEventRow = {
          event_id: uuid(),
          session_id: sessionId,
          event_name: pick(NAMES),
          event_data: r() < 0.5 ? '{"depth":50}' : null,
          page_path: pv.page_path,
          element_id: null,
          element_class: null,
          element_text: null,
          visitor: pv.visitor,
          created_at: iso(t + Math.floor(r() * 5000)),
        };
        b.events.push(ev);
      }
      if (r() < 0.3) {
        const width = [25, 10, 5, 0.005][Math.floor(r() * 4)] as number;
        const v = () =>
          r() < 0.15 ? null : r() < 0.2 ? Math.floor(r() * 200) * width : Math.round(r() * 5000 * 100) / 100;
        const vi: VitalsRow = {
          event_id: uuid(),
          session_id: sessionId,
          page_path: pv.page_path,
          lcp: v(),
          fid: v(),
          inp: v(),
          cls: r() < 0.2 ? null : Math.floor(r() * 60) / 100,
          ttfb: v(),
          fcp: v(),
          dom_content_loaded: v(),
          load_time: v(),
          resource_count: 3,
          resource_bytes: 1000,
          created_at: iso(t + 1000),
        };
        b.vitals.push(vi);
      }
      if (r() < 0.4) {
        // The session record, written again as the session goes on (counters grow).
        b.sessions = b.sessions.filter((x) => x.session_id !== sessionId);
        b.sessions.push(sessionRow(i + 1));
      }
      if (r() < 0.3) b = batch();
    }
  }
  // Errors: bursts with the same messages (ties), sometimes > 100 within a few hours.
  for (let i = 0; i < 900; i++) {
    const b = batches[Math.floor(r() * batches.length)] as WriteBatch;
    const t = r() < 0.5 ? END - Math.floor(r() * 3 * HOUR_MS) : moment();
    const e: ErrorRow = {
      event_id: uuid(),
      session_id: r() < 0.3 ? null : "s",
      error_type: "error",
      error_message: `Error ${Math.floor(r() * 7)}`,
      error_stack: null,
      page_path: "/",
      user_agent: "UA",
      line_number: 1,
      column_number: 2,
      file_name: null,
      created_at: iso(r() < 0.2 ? Math.floor(t / 1000) * 1000 : t),
    };
    b.errors.push(e);
  }
  for (const b of batches) if (r() < 0.05) b.botHits = 1 + Math.floor(r() * 3);
  // Late arrivals: mostly in time order, some batches written much later.
  const key = (b: WriteBatch) =>
    Math.min(...[...b.pageViews, ...b.events, ...b.vitals, ...b.errors].map((x) => Date.parse(x.created_at)), END);
  batches.sort((x, y) => key(x) - key(y));
  for (let i = 0; i < batches.length; i++) {
    if (r() < 0.1) {
      const j = Math.min(batches.length - 1, i + Math.floor(r() * 200));
      [batches[i], batches[j]] = [batches[j] as WriteBatch, batches[i] as WriteBatch];
    }
  }
  return { batches, r };
}

async function load(store: AnalyticsStore, seed: number) {
  const { batches, r } = generate(seed);
  const sealAt = new Set([Math.floor(batches.length / 3), Math.floor((2 * batches.length) / 3)]);
  for (let i = 0; i < batches.length; i++) {
    const b = batches[i] as WriteBatch;
    await store.write((c) => writeBatch(c, b));
    // Retries: the same batch again (stored once), sometimes with one new row.
    if (r() < 0.08) {
      const extra = b.pageViews[0] && {
        ...b.pageViews[0],
        event_id: crypto.randomUUID(),
        created_at: new Date(Date.parse(b.pageViews[0].created_at) + 1).toISOString(),
      };
      const retry = await store.write((c) =>
        writeBatch(c, {
          ...b,
          pageViews: extra ? [...b.pageViews, extra] : b.pageViews,
        }),
      );
      const raw = b.pageViews.length + b.events.length + b.errors.length + b.vitals.length;
      expect(retry.duplicates).toBe(raw > 0);
      expect(retry.inserted).toBe(extra ? 1 : 0);
    }
    if (sealAt.has(i)) {
      const latest = Math.max(...b.pageViews.map((p) => Date.parse(p.created_at)), START + 10 * DAY_MS);
      await store.write((c) => sealVitals(c, latest));
    }
  }
  await store.write((c) => sealVitals(c, END - 5 * DAY_MS));
}

// Days in UTC (two data sets), and in Prague time: the data's 70 days cross the end of summer time.
describe.each([
  [1, "UTC"],
  [2, "UTC"],
  [3, "Europe/Prague"],
])("rollups equal the straightforward SQL (seed %d, days in %s)", (seed, timeZone) => {
  let store: AnalyticsStore;
  beforeAll(async () => {
    store = await openAnalyticsStore(":memory:", { timeZone });
    await load(store, seed);
    // Thousands of batches through the write path: 60-120 s on a slow 2-core machine.
  }, 300_000);
  afterAll(() => store?.close());

  for (const now of NOWS)
    for (const range of Object.keys(RANGES) as RangeKey[])
      test(`${range} at ${new Date(now).toISOString()}`, async () => {
        const expected = await getReferenceDashboard(store, range, new Date(now));
        const actual = await getDashboard(store, range, new Date(now));
        expect(actual).toEqual(expected);
        // Not vacuous: the windows hold data.
        if (now <= END)
          expect(expected.summary.current.pageViews + expected.summary.previous.pageViews).toBeGreaterThan(0);
      });

  // The raw path (custom ranges, filters) over the same rolling window, cut in UTC, gives the same
  // figures; it lists every bucket of the series, the rollups the busy ones.
  for (const now of NOWS)
    for (const range of Object.keys(RANGES) as RangeKey[])
      test(`the raw path equals the rollups: ${range} at ${new Date(now).toISOString()}`, async () => {
        const at = new Date(now);
        const rollups = await getDashboard(store, range, at);
        const raw = await getExploredDashboard(
          store,
          { range, period: periodOf(range, at), filters: {}, timeZone, rolling: true },
          at,
        );
        expect(raw).toEqual(rollups);
        // Every bucket of the range is listed, empty ones too.
        expect(raw.timeSeries.length).toBeGreaterThanOrEqual(range === "24h" ? 24 : RANGES[range]);
      });

  // A custom range whose last day is today is read from the rollups (analytics/read-dashboard.ts):
  // the same answer as the raw path gives it, for one day (hours), two, and longer (days), reaching
  // before the data, and in Prague across the end of summer time (25 October 2026).
  /** An hour after the latest stored row (sessions run days past END): no row at or after the range's end. */
  const afterEverything = async () => {
    const tables = ["page_views", "user_events", "error_logs", "performance_metrics", "user_sessions"];
    const r = await store.read((c) =>
      c.runAndReadAll(
        `SELECT epoch_ms(greatest(${tables.map((t) => `(SELECT max(created_at) FROM ${t})`).join(", ")})) AS t`,
      ),
    );
    return Number(r.getRowObjectsJson()[0]?.t) + HOUR_MS;
  };
  /** A custom range without filters, from the rollups (`read`) and from the raw path. */
  const bothPaths = async (read: typeof getDashboardSince, period: Period, at: Date) => ({
    rollups: await read(store, "custom", period, at),
    raw: await getExploredDashboard(store, { range: "custom", period, filters: {}, timeZone, rolling: false }, at),
  });
  for (const daysBack of [0, 1, 2, 6, 29, 40, 90])
    test(`a custom range of ${daysBack + 1} days to today: the rollups equal the raw path`, async () => {
      const last = await afterEverything();
      const at = new Date(last);
      const today = dayOf(last, timeZone);
      const first = new Date(Date.parse(`${today}T00:00:00Z`) - daysBack * DAY_MS).toISOString().slice(0, 10);
      const { rollups, raw } = await bothPaths(getDashboardSince, customPeriod(first, today, timeZone), at);
      expect(rollups).toEqual(raw);
      expect(rollups.unit).toBe(daysBack <= 1 ? "hour" : "day");
      // Not vacuous once the range reaches back into the data.
      if (daysBack >= 29) expect(raw.summary.current.pageViews).toBeGreaterThan(0);
    });

  // A custom range that ended is read from the rollups too, with the sessions that straddle its end
  // read raw (analytics/read-dashboard.ts, endedBefore): the same answer as the raw path, for ranges
  // of one day to a month ending inside the data (sessions here often run past midnight, and their
  // labels change), one across the end of summer time in Prague (25 October 2026), and ones reaching
  // before the data or lying wholly before it.
  for (const [lastDay, days] of [
    ["2026-11-20", 1],
    ["2026-11-19", 2],
    ["2026-11-16", 3],
    ["2026-11-14", 7],
    ["2026-10-26", 3],
    ["2026-11-08", 30],
    ["2026-10-01", 31],
    ["2026-08-31", 10],
  ] as const)
    test(`a custom range of ${days} days that ended on ${lastDay}: the rollups equal the raw path`, async () => {
      const at = new Date(await afterEverything());
      const first = new Date(Date.parse(`${lastDay}T00:00:00Z`) - (days - 1) * DAY_MS).toISOString().slice(0, 10);
      const { rollups, raw } = await bothPaths(getDashboardBetween, customPeriod(first, lastDay, timeZone), at);
      expect(rollups).toEqual(raw);
      expect(rollups.unit).toBe(days <= 2 ? "hour" : "day");
      // Not vacuous: ranges inside the data hold views, sessions and visitors per label.
      if (lastDay > "2026-09-12") {
        expect(raw.summary.current.pageViews).toBeGreaterThan(0);
        expect(raw.countries.some((c) => c.visitors > 0)).toBe(true);
      }
    });

  // Filters (the raw path) against the rollups: filtering by any row of any table keeps exactly that
  // row, with the figures the unfiltered table gives it; two filters keep the sessions of both.
  const TABLE_OF = {
    channel: "channels",
    referrer: "referrers",
    campaign: "campaigns",
    country: "countries",
    device: "devices",
    browser: "browsers",
    os: "operatingSystems",
  } as const;
  for (const now of NOWS.slice(0, 4))
    test(`a filter by any row keeps that row's figures: 30d at ${new Date(now).toISOString()}`, async () => {
      const at = new Date(now);
      const all = await getDashboard(store, "30d", at);
      const explore = (filters: Record<string, string>) =>
        getExploredDashboard(
          store,
          { range: "30d", period: periodOf("30d", at), filters, timeZone, rolling: true },
          at,
        );
      let checked = 0;
      for (const [dim, table] of Object.entries(TABLE_OF)) {
        for (const row of all[table].slice(0, 2)) {
          const d = await explore({ [dim]: row.label });
          expect(d[table]).toEqual([row]);
          checked++;
        }
      }
      for (const page of all.topPages.slice(0, 2)) {
        const d = await explore({ page: page.path });
        expect(d.topPages).toEqual([page]);
        expect(d.summary.current.pageViews).toBeLessThanOrEqual(page.views);
        checked++;
      }
      // Two filters: the sessions of the pair are at most those of either.
      const [c1] = all.channels;
      const [d1] = all.devices;
      if (c1 && d1) {
        const both = await explore({ channel: c1.label, device: d1.label });
        const sessions = both.channels[0]?.sessions ?? 0;
        expect(sessions).toBeLessThanOrEqual(Math.min(c1.sessions, d1.sessions));
        expect(both.devices.every((r) => r.label === d1.label)).toBe(true);
      }
      expect(checked).toBeGreaterThan(8);
    });

  test("a backfill from the raw rows rebuilds the same counters and pairs", async () => {
    const snapshot = async (s: AnalyticsStore) => ({
      hourly: (
        await s.read((c) =>
          c.runAndReadAll("SELECT kind, label, hour, n FROM analytics_hourly WHERE n <> 0 ORDER BY ALL"),
        )
      ).getRowObjectsJson(),
      daily: (
        await s.read((c) =>
          c.runAndReadAll("SELECT kind, label, day, n FROM analytics_daily WHERE n <> 0 ORDER BY ALL"),
        )
      ).getRowObjectsJson(),
      pairs: (
        await s.read((c) =>
          c.runAndReadAll(
            "SELECT session_id, first_at, last_at, list_sort(list_transform(map_entries(pairs), e -> e.key || '=' || e.value.t::VARCHAR)) AS p FROM session_pairs ORDER BY ALL",
          ),
        )
      ).getRowObjectsJson(),
      visitorDays: (
        await s.read((c) => c.runAndReadAll("SELECT day, visitor, first_at, last_at FROM visitor_days ORDER BY ALL"))
      ).getRowObjectsJson(),
    });
    const before = await snapshot(store);
    // Not vacuous: every visitor day has its first and last view.
    expect(before.visitorDays.length).toBeGreaterThan(100);
    expect(before.visitorDays.every((r) => r.first_at !== null && r.last_at !== null)).toBe(true);
    await store.write((c) =>
      c.run(
        "DELETE FROM analytics_hourly; DELETE FROM analytics_daily; DELETE FROM session_pairs; DELETE FROM visitor_labels; DELETE FROM visitor_days;",
      ),
    );
    await store.write((c) => c.run(BACKFILL_SQL));
    expect(await snapshot(store)).toEqual(before);
  });
});

test("a window splits into raw edges, whole hours and whole days that cover it exactly", () => {
  const r = rng(7);
  for (let i = 0; i < 2000; i++) {
    const from = START + Math.floor(r() * 10 * DAY_MS);
    const to = r() < 0.2 ? null : from + Math.floor(r() * (r() < 0.5 ? 3 * HOUR_MS : 40 * DAY_MS));
    if (r() < 0.1) continue;
    const parts = splitWindow(from, to);
    const spans = [...parts.raw, ...parts.hours, ...parts.days].sort((a, b) => a[0] - b[0]);
    let cursor = from;
    for (const [a, b] of spans) {
      expect(a).toBe(cursor);
      cursor = b ?? Number.POSITIVE_INFINITY;
    }
    expect(cursor).toBe(to ?? Number.POSITIVE_INFINITY);
    for (const [a, b] of parts.hours) expect(a % HOUR_MS === 0 && b % HOUR_MS === 0).toBe(true);
    for (const [a, b] of parts.days) expect(a % DAY_MS === 0 && (b === null || b % DAY_MS === 0)).toBe(true);
    for (const [a, b] of parts.raw) expect((b ?? a) - a).toBeLessThan(HOUR_MS);
  }
});
