import type { Dashboard } from "../../shared/analytics/dashboard";
import { periodOf, type RangeKey } from "../../shared/analytics/definitions";
import { getBotHits } from "../queries/getBotHits";
import { getRealtime } from "../queries/getRealtime";
import type { AnalyticsStore } from "../store";
import { getBreakdown } from "./getBreakdowns";
import { getPerformance } from "./getPerformance";
import { getSessionPages } from "./getSessionPages";
import { getSummary } from "./getSummary";
import { getTimeSeries } from "./getTimeSeries";
import { getTopErrors } from "./getTopErrors";
import { getTopEvents } from "./getTopEvents";
import { getTopPages } from "./getTopPages";

/**
 * The reference: everything the analytics dashboard shows for one range, one straightforward query per
 * metric over the raw tables (analytics/reference/get*.ts; the realtime and bot counts are
 * straightforward already and shared with analytics/queries). Used only by tests and the benchmark:
 * the dashboard itself is answered from the
 * rollups (analytics/dashboard.ts) and must equal this, field for field (analytics/rollups.test.ts).
 */
export async function getReferenceDashboard(
  store: AnalyticsStore,
  range: RangeKey,
  now = new Date(),
): Promise<Dashboard> {
  const period = periodOf(range, now);
  return {
    range,
    from: period.from.toISOString(),
    to: period.to.toISOString(),
    timeZone: store.timeZone,
    unit: range === "24h" ? "hour" : "day",
    filters: {},
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
    channels: await getBreakdown(store, period, "channel"),
    campaigns: await getBreakdown(store, period, "campaign"),
    countries: await getBreakdown(store, period, "country"),
    entryPages: await getSessionPages(store, [period.from.getTime(), null], "entry_page"),
    exitPages: await getSessionPages(store, [period.from.getTime(), null], "exit_page"),
    botHits: await getBotHits(store, period),
  };
}
