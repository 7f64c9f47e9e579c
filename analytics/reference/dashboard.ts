import { periodOf, type RangeKey } from "../definitions";
import type { AnalyticsStore } from "../store";
import { getBotHits, getBreakdown, getRealtime } from "./getBreakdowns";
import { getPerformance } from "./getPerformance";
import { getSummary } from "./getSummary";
import { getTimeSeries } from "./getTimeSeries";
import { getTopErrors } from "./getTopErrors";
import { getTopEvents } from "./getTopEvents";
import { getTopPages } from "./getTopPages";

/**
 * The reference: everything the analytics dashboard shows for one range, one straightforward query per
 * metric over the raw tables (analytics/reference/get*.ts). The dashboard itself is answered from the
 * rollups (analytics/dashboard.ts) and must equal this, field for field (analytics/rollups.test.ts).
 */
export async function getReferenceDashboard(store: AnalyticsStore, range: RangeKey, now = new Date()) {
  const period = periodOf(range, now);
  return {
    range,
    from: period.from.toISOString(),
    to: period.to.toISOString(),
    summary: await getSummary(store, period),
    realtimeVisitors: await getRealtime(store, now),
    timeSeries: await getTimeSeries(store, period, range),
    topPages: await getTopPages(store, period),
    topEvents: await getTopEvents(store, period),
    topErrors: await getTopErrors(store, period),
    performance: await getPerformance(store, period),
    referrers: await getBreakdown(store, period, "referrer"),
    devices: await getBreakdown(store, period, "device_type"),
    browsers: await getBreakdown(store, period, "browser"),
    operatingSystems: await getBreakdown(store, period, "os"),
    botHits: await getBotHits(store, period),
  };
}
export type Dashboard = Awaited<ReturnType<typeof getReferenceDashboard>>;
