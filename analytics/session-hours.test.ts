import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { Filters } from "../shared/analytics/view";
import { type Exploration, getExploredDashboard } from "./explore/dashboard";
import { createIngest } from "./ingest";
import { getConversions } from "./queries/getConversions";
import { customPeriod } from "./read-dashboard";
import { getReferenceConversions } from "./reference/conversions";
import { getReferenceFilteredDashboard } from "./reference/filtered";
import { sealSessionHours } from "./session-hours";
import { type AnalyticsStore, openAnalyticsStore } from "./store";
import { END, FILTERS, generate, START } from "./testing/awkward-data";
import { pageViewRow } from "./testing/page-view-row";
import { rng } from "./testing/rng";
import { DAY_MS, HOUR_MS } from "./windows";
import { emptyBatch, writeBatch } from "./write";

/**
 * Filtered views read session_hours for the sealed hours of their window and page_views for the rest
 * (analytics/session-hours.ts). Whatever is sealed when, the answer must be the straightforward
 * SQL's over the raw rows: awkward data written in a shuffled order, sealed a week at a time between
 * writes (so late rows land in sealed hours and unseal them), and some of it written after the last
 * seal, read through random windows (rolling ones at odd moments, Prague days across the end of
 * summer time) and filters.
 */
const TZ = "Europe/Prague";
const SEAL_NOW = END + 4 * DAY_MS;
const NOW = new Date(SEAL_NOW);

const count = async (store: AnalyticsStore, sql: string) =>
  Number((await store.read((c) => c.runAndReadAll(sql))).getRowObjects()[0]?.n);

describe("filtered views over sealed and unsealed hours", () => {
  let store: AnalyticsStore;
  /** The most hours unsealed by late rows at any time during the writes. */
  let unsealedMost = 0;
  beforeAll(async () => {
    store = await openAnalyticsStore(":memory:", { timeZone: TZ });
    const batches = generate(23);
    const held = batches.splice(-30);
    for (const [i, b] of batches.entries()) {
      await store.write((c) => writeBatch(c, b));
      unsealedMost = Math.max(unsealedMost, await count(store, "SELECT count(*) AS n FROM session_unsealed_hours"));
      if (i % 40 === 39) await store.write((c) => sealSessionHours(c, SEAL_NOW));
    }
    await store.write((c) => sealSessionHours(c, SEAL_NOW, Number.POSITIVE_INFINITY));
    for (const b of held) await store.write((c) => writeBatch(c, b));
  }, 300_000);
  afterAll(() => store?.close());

  test("not vacuous: hours were unsealed by late rows, most are sealed, some are not", async () => {
    expect(unsealedMost).toBeGreaterThan(0);
    expect(await count(store, "SELECT count(*) AS n FROM session_sealed_hours")).toBeGreaterThan(500);
    expect(await count(store, "SELECT count(*) AS n FROM session_unsealed_hours")).toBeGreaterThan(0);
    // Fewer rows than views: a session's views of one hour are one row.
    const facts = await count(store, "SELECT count(*) AS n FROM session_hours");
    expect(facts).toBeGreaterThan(0);
    expect(facts).toBeLessThan(await count(store, "SELECT sum(views) AS n FROM session_hours"));
  });

  test("each sealed hour holds its views exactly; an unsealed one holds none", async () => {
    const wrong = await count(
      store,
      `SELECT count(*) AS n FROM (
         SELECT h.hour, coalesce(f.views, 0) AS facts, coalesce(v.views, 0) AS raw, u.hour IS NOT NULL AS unsealed
           FROM (SELECT hour FROM session_sealed_hours UNION SELECT hour FROM session_unsealed_hours) h
           LEFT JOIN (SELECT date_trunc('hour', created_at AT TIME ZONE 'UTC') AS hour, sum(views) AS views FROM session_hours GROUP BY 1) f USING (hour)
           LEFT JOIN (SELECT date_trunc('hour', created_at AT TIME ZONE 'UTC') AS hour, count(*) AS views FROM page_views GROUP BY 1) v USING (hour)
           LEFT JOIN session_unsealed_hours u USING (hour))
        WHERE (unsealed AND facts <> 0) OR (NOT unsealed AND facts <> raw)`,
    );
    expect(wrong).toBe(0);
  });

  test("a row flagged single is its session's (visitor's) only row; most rows are flagged", async () => {
    const wrong = await count(
      store,
      `SELECT count(*) FILTER (WHERE single_session AND sessions <> 1) + count(*) FILTER (WHERE single_visitor AND visitors <> 1) AS n
         FROM (SELECT single_session, single_visitor, count(*) OVER (PARTITION BY session_id) AS sessions,
                      count(*) OVER (PARTITION BY visitor) AS visitors FROM session_hours)`,
    );
    expect(wrong).toBe(0);
    // Not vacuous: some sessions and visitors span several rows (hours, label changes, late views).
    const flags = (
      await store.read((c) =>
        c.runAndReadAll(
          "SELECT count(*) FILTER (WHERE single_session) AS s, count(*) FILTER (WHERE NOT single_session) AS ns, count(*) FILTER (WHERE single_visitor) AS v, count(*) FILTER (WHERE NOT single_visitor) AS nv FROM session_hours",
        ),
      )
    ).getRowObjects()[0] as Record<string, bigint>;
    for (const k of ["s", "ns", "v", "nv"]) expect(Number(flags[k])).toBeGreaterThan(0);
  });

  const r = rng(29);
  const day = (t: number) => new Date(t).toISOString().slice(0, 10);
  const cases: Exploration[] = [];
  const filters: Filters[] = [...FILTERS, { country: "CZ", channel: "Social" }, { session: "s-23-17" }];
  for (let i = 0; i < 18; i++) {
    const f = filters[i % filters.length] as Filters;
    if (i % 2 === 0) {
      const to = START + Math.floor(r() * (END - START));
      const length = [1, 7, 30][Math.floor(r() * 3)] as number;
      const from = to - length * DAY_MS;
      const period = { from: new Date(from), to: new Date(to), previousFrom: new Date(from - length * DAY_MS) };
      cases.push({ range: "custom", period, filters: f, timeZone: TZ, rolling: i % 4 === 0 });
    } else {
      const a = START + Math.floor(r() * (END - START));
      const period = customPeriod(day(a), day(a + Math.floor(r() * 20) * DAY_MS), TZ);
      cases.push({ range: "custom", period, filters: f, timeZone: TZ, rolling: false });
    }
  }
  cases.push({
    range: "custom",
    period: customPeriod("2026-10-20", "2026-10-31", TZ),
    filters: { channel: "Social" },
    timeZone: TZ,
    rolling: false,
  });
  // The last days, where the rows written after the last seal lie among sealed hours.
  cases.push({
    range: "custom",
    period: { from: new Date(END - 7 * DAY_MS), to: NOW, previousFrom: new Date(END - 18 * DAY_MS) },
    filters: { country: "CZ" },
    timeZone: TZ,
    rolling: true,
  });

  for (const x of cases)
    test(`${x.period.from.toISOString()}..${x.period.to.toISOString()}${x.rolling ? " rolling" : ""} ${JSON.stringify(x.filters)}`, async () => {
      expect(await getExploredDashboard(store, x, NOW)).toEqual(await getReferenceFilteredDashboard(store, x, NOW));
      const q = { period: x.period, filters: x.filters };
      expect(await getConversions(store, q)).toEqual(await getReferenceConversions(store, q));
    });
});

describe("a late view in a sealed hour", () => {
  let store: AnalyticsStore;
  beforeAll(async () => {
    store = await openAnalyticsStore(":memory:", { timeZone: TZ });
  });
  afterAll(() => store?.close());

  const hour = Date.parse("2026-11-20T10:00:00Z");
  const view = (session: string, at: number, country: string) =>
    pageViewRow({ session_id: session, visitor: "7", page_path: "/", created_at: new Date(at).toISOString(), country });
  const x: Exploration = {
    range: "custom",
    period: { from: new Date(hour - DAY_MS), to: new Date(hour + DAY_MS), previousFrom: new Date(hour - 2 * DAY_MS) },
    filters: { country: "CZ" },
    timeZone: TZ,
    rolling: false,
  };

  test("unseals that hour, is counted once, and the next seal brings the hour back", async () => {
    await store.write((c) =>
      writeBatch(c, { ...emptyBatch(), pageViews: [view("a", hour + 60_000, "CZ"), view("b", hour + 120_000, "DE")] }),
    );
    expect(await store.write((c) => sealSessionHours(c, hour + 2 * HOUR_MS))).toBe(1);
    expect((await getExploredDashboard(store, x, NOW)).summary.current).toMatchObject({ pageViews: 1, sessions: 0 });

    // The same session's second view, stored after its hour was sealed.
    await store.write((c) => writeBatch(c, { ...emptyBatch(), pageViews: [view("a", hour + 30 * 60_000, "CZ")] }));
    expect(await count(store, "SELECT count(*) AS n FROM session_sealed_hours")).toBe(0);
    expect(await count(store, "SELECT count(*) AS n FROM session_hours")).toBe(0);
    const unsealed = await getExploredDashboard(store, x, NOW);
    expect(unsealed.summary.current.pageViews).toBe(2);
    expect(unsealed).toEqual(await getReferenceFilteredDashboard(store, x, NOW));

    expect(await store.write((c) => sealSessionHours(c, hour + 2 * HOUR_MS))).toBe(1);
    expect(await count(store, "SELECT count(*) AS n FROM session_unsealed_hours")).toBe(0);
    expect(await count(store, "SELECT sum(views) AS n FROM session_hours WHERE country = 'CZ'")).toBe(2);
    expect(await getExploredDashboard(store, x, NOW)).toEqual(unsealed);
  });

  test("a session (visitor) single among the facts but also in unsealed hours is counted once, on the dashboard and the Goals tab", async () => {
    // d's first hour is sealed with d (and visitor 8) on a single row; d comes back two hours later.
    const first = hour + 5 * HOUR_MS;
    const at = (t: number) => new Date(t).toISOString();
    const d = (t: number) =>
      pageViewRow({
        session_id: "d",
        visitor: "8",
        page_path: "/",
        created_at: at(t),
        country: "CZ",
        channel: "Email",
      });
    await store.write((c) => writeBatch(c, { ...emptyBatch(), pageViews: [d(first + 60_000)] }));
    await store.write((c) => sealSessionHours(c, first + HOUR_MS + 21 * 60_000));
    expect(
      await count(
        store,
        "SELECT count(*) AS n FROM session_hours WHERE session_id = 'd' AND single_session AND single_visitor",
      ),
    ).toBe(1);
    await store.write((c) => writeBatch(c, { ...emptyBatch(), pageViews: [d(first + 2 * HOUR_MS + 60_000)] }));
    const found = await getExploredDashboard(store, { ...x, filters: { channel: "Email" } }, NOW);
    expect(found.channels).toEqual([{ label: "Email", sessions: 1, visitors: 1 }]);
    expect(found).toEqual(await getReferenceFilteredDashboard(store, { ...x, filters: { channel: "Email" } }, NOW));
    // The Goals tab's visitors, counted with the same flags.
    const goals = { period: x.period, filters: { channel: "Email" } };
    const conversions = await getConversions(store, goals);
    expect(conversions.totals.current.visitors).toBe(1);
    expect(conversions).toEqual(await getReferenceConversions(store, goals));
  });

  test("an hour is sealed only once it ended the margin ago", async () => {
    const next = hour + HOUR_MS;
    await store.write((c) => writeBatch(c, { ...emptyBatch(), pageViews: [view("c", next + 60_000, "CZ")] }));
    expect(await store.write((c) => sealSessionHours(c, next + HOUR_MS + 60_000))).toBe(0);
    expect(await store.write((c) => sealSessionHours(c, next + HOUR_MS + 21 * 60_000))).toBe(1);
    expect(await getExploredDashboard(store, x, NOW)).toEqual(await getReferenceFilteredDashboard(store, x, NOW));
  });
});

describe("the ingest seals on its own", () => {
  let store: AnalyticsStore;
  beforeAll(async () => {
    store = await openAnalyticsStore(":memory:", { timeZone: TZ });
  });
  afterAll(() => store?.close());

  test("the hours that ended are sealed after a write, and a late view there is sealed again", async () => {
    // A seal after every write (sealEveryMs 1): the real server seals every five minutes.
    const ingest = createIngest(store, { flushMs: 1, sealEveryMs: 1 });
    const hourAgo = Math.floor(Date.now() / HOUR_MS) * HOUR_MS - 2 * HOUR_MS;
    const pageView = (sessionId: string, at: number) =>
      ({ type: "pageview", id: crypto.randomUUID(), sessionId, at, path: "/" }) as const;
    const client = { userAgent: "Mozilla/5.0 (X11; Linux x86_64) Firefox/130.0", country: "CZ" };
    const sealedViews = () =>
      count(
        store,
        `SELECT sum(views) AS n FROM session_hours WHERE created_at = '${new Date(hourAgo).toISOString()}'::TIMESTAMPTZ`,
      );
    await ingest.submit([pageView("x", hourAgo + 60_000)], client);
    await ingest.flush();
    expect(await sealedViews()).toBe(1);
    // A view of that hour, stored now: unsealed in its write, sealed again right after.
    await ingest.submit([pageView("y", hourAgo + 120_000)], client);
    await ingest.flush();
    await ingest.close();
    expect(await sealedViews()).toBe(2);
    expect(await count(store, "SELECT count(*) AS n FROM session_unsealed_hours")).toBe(0);
  });
});
