import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { periodOf, rateVital } from "../shared/analytics/definitions";
import { getDashboard } from "./dashboard";
import { createIngest } from "./ingest";
import { getReferenceDashboard } from "./reference/dashboard";
import { getSummary } from "./reference/getSummary";
import { sealVitals, VITALS_MAX_AGE_MS } from "./rollups";
import { type AnalyticsStore, openAnalyticsStore } from "./store";
import { pageViewRow } from "./testing/page-view-row";
import { emptyBatch, writeBatch } from "./write";

const UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";
const NOW = new Date("2026-11-21T12:00:00Z");
const hoursAgo = (h: number) => new Date(NOW.getTime() - h * 3600_000).toISOString();

let store: AnalyticsStore;
const session = (id: string, created: number, last: number, duration: number, views: number, events: number) => ({
  session_id: id,
  entry_page: "/",
  exit_page: "/",
  created_at: hoursAgo(created),
  last_activity: hoursAgo(last),
  duration_seconds: duration,
  page_views_count: views,
  events_count: events,
  user_agent: null,
  device_type: null,
  browser: null,
  os: null,
  screen_resolution: null,
  viewport_size: null,
});
const view = (sessionId: string, path: string, h: number) =>
  pageViewRow({ session_id: sessionId, page_path: path, created_at: hoursAgo(h) });
/** A page load's row: its load timings (resource_count set) and, here, its LCP and CLS. */
const vitals = (sessionId: string, lcp: number | null, cls: number | null, loadRow = true) => ({
  event_id: crypto.randomUUID(),
  session_id: sessionId,
  page_path: "/",
  lcp,
  fid: null,
  inp: null,
  cls,
  ttfb: null,
  fcp: null,
  dom_content_loaded: null,
  load_time: null,
  resource_count: loadRow ? 12 : null,
  resource_bytes: null,
  created_at: hoursAgo(1),
});
beforeAll(async () => {
  store = await openAnalyticsStore(":memory:");
  // Three sessions in the last 24 h: s1 bounced (1 view, 1 event), s2 not (2 views), s3 not (1 view, 2 events).
  await store.write((c) =>
    writeBatch(c, {
      ...emptyBatch(),
      sessions: [
        session("s1", 1, 1, 10, 1, 1),
        session("s2", 2, 2, 130, 2, 0),
        session("s3", 3, 3, 20, 1, 2),
        session("old", 24 * 3, 24 * 3, 999, 1, 0),
        session("edge-in", 24 - 0.001, 23, 60, 5, 0),
        session("edge-out", 24 + 0.001, 23, 60, 5, 0),
      ],
      pageViews: [
        view("s1", "/", 1),
        view("s2", "/", 2),
        view("s2", "/brands", 2),
        view("s3", "/", 3),
        view("old", "/contact", 72),
      ],
      vitals: [
        vitals("s1", 1000, 0.01),
        vitals("s2", 2000, 0.02),
        vitals("s3", 3000, 0.2),
        vitals("s3", 4000, 0.3),
        // A vital reported on its own when final (web-vitals): a value, not another page load.
        vitals("s1", null, 0.05, false),
      ],
    }),
  );
});
afterAll(() => store?.close());

describe("metric definitions", () => {
  test("bounce: at most 1 page view and at most 1 event; rate in percent; average duration", async () => {
    const { current } = await getSummary(store, periodOf("24h", NOW));
    // In range: s1, s2, s3, edge-in → 4 sessions, 1 bounced.
    expect(current.sessions).toBe(4);
    expect(current.bounceRate).toBe(25);
    expect(current.avgSessionSeconds).toBe((10 + 130 + 20 + 60) / 4);
    expect(current.pageViews).toBe(4);
  });

  test("ranges: created_at >= now - 1 day, so a session just inside counts and one just outside does not", async () => {
    const week = await getSummary(store, periodOf("7d", NOW));
    expect(week.current.sessions).toBe(6);
    const day = await getSummary(store, periodOf("24h", NOW));
    expect(day.previous.sessions).toBe(1); // edge-out falls in the previous 24 h
  });

  test.each([
    ["rollups", getDashboard],
    ["reference", getReferenceDashboard],
  ])("web vitals are reported as p75 (%s)", async (_, dashboard) => {
    const d = await dashboard(store, "24h", NOW);
    // p75 of 1000, 2000, 3000, 4000 (linear interpolation) = 3250
    expect(d.performance.lcp).toBe(3250);
    // Four page loads: the row carrying only a late CLS is not a fifth.
    expect(d.performance.samples).toBe(4);
    // p75 of 0.01, 0.02, 0.05, 0.2, 0.3 = 0.2
    expect(d.performance.cls).toBe(0.2);
    expect(rateVital("lcp", 3250)).toBe("needs-improvement");
    expect(rateVital("cls", 0.05)).toBe("good");
    expect(rateVital("ttfb", 2000)).toBe("poor");
  });

  test.each([
    ["rollups", getDashboard],
    ["reference", getReferenceDashboard],
  ])("top pages count views and distinct sessions (%s)", async (_, dashboard) => {
    const d = await dashboard(store, "24h", NOW);
    expect(d.topPages).toEqual([
      { path: "/", views: 3, sessions: 3 },
      { path: "/brands", views: 1, sessions: 1 },
    ]);
  });
});

describe("ingest", () => {
  test("stores each event once, clamps time, counts bots apart, and keeps session counters at their maximum", async () => {
    const mem = await openAnalyticsStore(":memory:");
    const ingest = createIngest(mem, { flushMs: 5 });
    const sessionId = "sess-1234567890";
    const pv = {
      type: "pageview" as const,
      id: crypto.randomUUID(),
      sessionId,
      at: Date.now() + 10 * 365 * 86400_000,
      path: "/",
    };
    await ingest.submit([pv, pv], { userAgent: UA, country: null });
    await ingest.submit([pv], { userAgent: UA, country: null });
    const base = { type: "session" as const, sessionId, entryPage: "/", screen: "1920x1080", viewport: "1280x720" };
    await ingest.submit(
      [
        {
          ...base,
          id: crypto.randomUUID(),
          at: Date.now(),
          exitPage: "/brands",
          durationSeconds: 40,
          pageViews: 3,
          events: 2,
        },
        {
          ...base,
          id: crypto.randomUUID(),
          at: Date.now() - 1000,
          exitPage: "/",
          durationSeconds: 5,
          pageViews: 1,
          events: 0,
        },
      ],
      { userAgent: UA, country: null },
    );
    expect(
      await ingest.submit([pv], { userAgent: "Googlebot/2.1 (+http://www.google.com/bot.html)", country: null }),
    ).toEqual({
      stored: 0,
      bot: true,
    });
    await ingest.flush();
    const views = (
      await mem.write((c) => c.runAndReadAll("SELECT created_at, browser, device_type FROM page_views"))
    ).getRowObjectsJson();
    expect(views).toHaveLength(1);
    expect(new Date(String(views[0]?.created_at)).getTime()).toBeLessThanOrEqual(Date.now());
    expect(views[0]).toMatchObject({ browser: "Chrome", device_type: "desktop" });
    const sessions = (await mem.write((c) => c.runAndReadAll("SELECT * FROM user_sessions"))).getRowObjectsJson();
    expect(sessions).toHaveLength(1);
    expect(sessions[0]).toMatchObject({
      exit_page: "/brands",
      duration_seconds: 40,
      page_views_count: 3,
      events_count: 2,
      bounce_rate: false,
    });
    const bots = (
      await mem.write((c) => c.runAndReadAll("SELECT sum(hits)::INTEGER AS n FROM bot_hits"))
    ).getRowObjectsJson();
    expect(bots[0]?.n).toBe(1);
    await ingest.close();
    await mem.close();
  });
});

describe("web vitals sealed by the hour", () => {
  test("ingest clamps a vitals row into the last 15 minutes; sealing keeps the p75 exact and a late row unseals its hour", async () => {
    const mem = await openAnalyticsStore(":memory:");
    const ingest = createIngest(mem, { flushMs: 5, sealEveryMs: 0 });
    const now = Date.now();
    const vitalsEvent = (at: number, lcp: number) => ({
      type: "vitals" as const,
      id: crypto.randomUUID(),
      sessionId: "sess-vitals-123456",
      at,
      path: "/",
      lcp,
    });
    const old = vitalsEvent(now - 3 * 3600_000, 1000);
    await ingest.submit([old, vitalsEvent(now, 2000)], { userAgent: UA, country: null }, now);
    await ingest.flush();
    const stored = (
      await mem.write((c) =>
        c.runAndReadAll(`SELECT epoch_ms(created_at) AS t FROM performance_metrics WHERE lcp = 1000`),
      )
    ).getRowObjects();
    expect(Number(stored[0]?.t)).toBe(now - VITALS_MAX_AGE_MS);

    // Rows over 3 hours, written straight to the store (as a replica replaying the log would).
    const batch = emptyBatch();
    const base = Math.floor(now / 3600_000) * 3600_000 - 3 * 3600_000;
    for (let i = 0; i < 90; i++)
      batch.vitals.push({
        ...vitals("sess-vitals-123456", 500 + ((i * 37) % 90) * 13.5, null),
        created_at: new Date(base + i * 120_000).toISOString(),
      });
    await mem.write((c) => writeBatch(c, batch));
    const equal = async () =>
      expect((await getDashboard(mem, "24h", new Date(now))).performance).toEqual(
        (await getReferenceDashboard(mem, "24h", new Date(now))).performance,
      );
    expect(await mem.write((c) => sealVitals(c, now))).toBeGreaterThan(0);
    const sealed = async () =>
      Number(
        (await mem.write((c) => c.runAndReadAll("SELECT count(*) AS n FROM vitals_sealed_hours"))).getRowObjects()[0]
          ?.n,
      );
    const before = await sealed();
    expect(before).toBeGreaterThanOrEqual(2);
    await equal();
    // A late row in a sealed hour unseals it; the next seal takes it in.
    const late = emptyBatch();
    late.vitals.push({
      ...vitals("sess-vitals-123456", 99, null),
      created_at: new Date(base + 60_000).toISOString(),
    });
    await mem.write((c) => writeBatch(c, late));
    expect(await sealed()).toBe(before - 1);
    await equal();
    expect(await mem.write((c) => sealVitals(c, now))).toBe(1);
    await equal();
    await ingest.close();
    await mem.close();
  });

  test("a merged day a late row unsealed and the next seal merged again is read anew, not from memory", async () => {
    const mem = await openAnalyticsStore(":memory:");
    const now = Date.parse("2026-11-20T10:30:00.000Z");
    const day = 86_400_000;
    // 40 rows a day over four whole UTC days before today: each day is merged (vitals_daily).
    const batch = emptyBatch();
    for (let d = 1; d <= 4; d++)
      for (let i = 0; i < 40; i++)
        batch.vitals.push({
          ...vitals(`sess-merged-${d}-${i}`, 800 + ((i * 53 + d * 11) % 40) * 25, (i % 7) / 100),
          created_at: new Date(now - (now % day) - d * day + i * 2_000_000).toISOString(),
        });
    await mem.write((c) => writeBatch(c, batch));
    await mem.write((c) => sealVitals(c, now));
    const mergedDays = async () =>
      (await mem.write((c) => c.runAndReadAll("SELECT count(*) AS n FROM vitals_daily_days"))).getRowObjects()[0]?.n;
    expect(Number(await mergedDays())).toBe(4);
    const p75 = async () => {
      const [ours, reference] = await Promise.all([
        getDashboard(mem, "7d", new Date(now)),
        getReferenceDashboard(mem, "7d", new Date(now)),
      ]);
      expect(ours.performance).toEqual(reference.performance);
      return ours.performance.lcp;
    };
    const first = await p75();
    // Late rows with slow pages in the day two days back unseal it; read raw, then merged again.
    const late = emptyBatch();
    for (let i = 0; i < 60; i++)
      late.vitals.push({
        ...vitals(`sess-late-${i}`, 9000 + i, 0.5),
        created_at: new Date(now - (now % day) - 2 * day + i * 60_000).toISOString(),
      });
    await mem.write((c) => writeBatch(c, late));
    expect(Number(await mergedDays())).toBe(3);
    const unsealed = await p75();
    expect(unsealed).not.toBe(first);
    await mem.write((c) => sealVitals(c, now));
    expect(Number(await mergedDays())).toBe(4);
    // The same four days as at first, merged again with other contents: the p75 follows them.
    expect(await p75()).toBe(unsealed);
    await mem.close();
  });
});
