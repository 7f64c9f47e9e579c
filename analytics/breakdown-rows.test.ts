import { afterAll, beforeAll, expect, test } from "bun:test";
import { TOP_N } from "../shared/analytics/definitions";
import { CHANNELS } from "./channels";
import { getDashboard } from "./dashboard";
import { getExploredDashboard } from "./explore/dashboard";
import { customPeriod } from "./read-dashboard";
import { getReferenceDashboard } from "./reference/dashboard";
import { getReferenceFilteredDashboard } from "./reference/filtered";
import { type AnalyticsStore, openAnalyticsStore } from "./store";
import { pageViewRow } from "./testing/page-view-row";
import { dayOf } from "./time-zone";
import { emptyBatch, writeBatch } from "./write";

/**
 * The channels card lists every channel (seven, and "Unknown" for views stored before channels),
 * where the other breakdowns list their top five: cut at five, Email and Referral were missing when
 * they came sixth and seventh, on every path (rollups, raw path, straightforward SQL).
 */
const TZ = "Europe/Prague";
const NOW = new Date("2026-11-25T12:00:00Z");
let store: AnalyticsStore;
beforeAll(async () => {
  store = await openAnalyticsStore(":memory:", { timeZone: TZ });
  const batch = emptyBatch();
  const channels = [...CHANNELS, null];
  // Channel i has 9 - i sessions (so each has a rank); each session its own referrer host and visitor.
  channels.forEach((channel, i) => {
    for (let s = 0; s < 9 - i; s++)
      batch.pageViews.push(
        pageViewRow({
          session_id: `s-${i}-${s}`,
          page_path: "/",
          created_at: new Date(NOW.getTime() - (i * 10 + s + 1) * 60_000).toISOString(),
          channel,
          referrer_host: `host-${i}.example`,
          visitor: String(100 + i * 10 + s),
          device_type: "desktop",
        }),
      );
  });
  await store.write((c) => writeBatch(c, batch));
});
afterAll(() => store?.close());

const expectRows = (d: { channels: { label: string }[]; referrers: { label: string }[] }) => {
  expect(d.channels.map((r) => r.label)).toEqual([...CHANNELS, "Unknown"]);
  expect(d.referrers).toHaveLength(TOP_N);
};

test("rolling range (rollups and straightforward SQL): every channel, the top five referrers", async () => {
  const fast = await getDashboard(store, "7d", NOW);
  expectRows(fast);
  expect(fast).toEqual(await getReferenceDashboard(store, "7d", NOW));
});

test("custom range and a filter (raw path and straightforward SQL): every channel, the top five referrers", async () => {
  const day = dayOf(NOW.getTime(), TZ);
  for (const filters of [{}, { device: "desktop" }]) {
    const x = { range: "custom" as const, period: customPeriod(day, day, TZ), filters, timeZone: TZ, rolling: false };
    const explored = await getExploredDashboard(store, x, NOW);
    expectRows(explored);
    expect(explored).toEqual(await getReferenceFilteredDashboard(store, x, NOW));
  }
});
