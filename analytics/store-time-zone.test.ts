import { afterAll, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { getDashboard } from "./dashboard";
import { getReferenceDashboard } from "./reference/dashboard";
import { openAnalyticsStore } from "./store";
import { pageViewRow } from "./testing/page-view-row";
import { emptyBatch, type PageViewRow, writeBatch } from "./write";

/**
 * ANALYTICS_TIME_ZONE changed between two starts: the store rebuilds its day keys, and the 7-day
 * series then cuts Prague days (a view at 23:30 UTC counts on the next day), equal to the
 * straightforward SQL.
 */
const dir = mkdtempSync(join(tmpdir(), "tz-store-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const view = (sessionId: string, at: string): PageViewRow =>
  pageViewRow({ session_id: sessionId, page_path: "/", created_at: at, channel: "Direct" });

test("a new time zone rebuilds the day keys at the next start", async () => {
  const file = join(dir, "a.duckdb");
  const now = new Date("2026-11-25T12:00:00Z");
  let store = await openAnalyticsStore(file);
  expect(store.timeZone).toBe("UTC");
  await store.write((c) =>
    writeBatch(c, {
      ...emptyBatch(),
      pageViews: [view("a", "2026-11-22T23:30:00Z"), view("b", "2026-11-23T10:00:00Z")],
    }),
  );
  const utc = await getDashboard(store, "7d", now);
  expect(utc.timeSeries.filter((p) => p.views > 0)).toEqual([
    { bucket: "2026-11-22T00:00:00Z", views: 1, sessions: 1 },
    { bucket: "2026-11-23T00:00:00Z", views: 1, sessions: 1 },
  ]);
  await store.close();

  store = await openAnalyticsStore(file, { timeZone: "Europe/Prague" });
  expect(store.timeZone).toBe("Europe/Prague");
  const prague = await getDashboard(store, "7d", now);
  // Both views are on 23 November in Prague, which starts at 23:00 UTC on the 22nd.
  expect(prague.timeSeries.filter((p) => p.views > 0)).toEqual([
    { bucket: "2026-11-22T23:00:00Z", views: 2, sessions: 2 },
  ]);
  expect(prague.timeZone).toBe("Europe/Prague");
  expect(prague).toEqual(await getReferenceDashboard(store, "7d", now));
  await store.close();
});
