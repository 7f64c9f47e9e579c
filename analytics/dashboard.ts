import { periodOf, type RangeKey } from "./definitions";
import { getBotHits, getBreakdown, getRealtime } from "./queries/getBreakdowns";
import { getPerformance } from "./queries/getPerformance";
import { getSummary } from "./queries/getSummary";
import { getTimeSeries } from "./queries/getTimeSeries";
import { getTopErrors } from "./queries/getTopErrors";
import { getTopEvents } from "./queries/getTopEvents";
import { getTopPages } from "./queries/getTopPages";
import type { AnalyticsStore } from "./store";

/** Everything the analytics dashboard shows for one range, one query per metric. */
export async function getDashboard(store: AnalyticsStore, range: RangeKey, now = new Date()) {
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
export type Dashboard = Awaited<ReturnType<typeof getDashboard>>;
