import type { Dashboard } from "../shared/analytics/dashboard";
import { periodOf, type RangeKey } from "../shared/analytics/definitions";
import { getBotHits } from "./queries/getBotHits";
import { getBreakdowns } from "./queries/getBreakdowns";
import { getPerformance } from "./queries/getPerformance";
import { getRealtime } from "./queries/getRealtime";
import { getSessionPages } from "./queries/getSessionPages";
import { getSummary } from "./queries/getSummary";
import { getTimeSeries } from "./queries/getTimeSeries";
import { getTopErrors } from "./queries/getTopErrors";
import { getTopEvents } from "./queries/getTopEvents";
import { getTopPages } from "./queries/getTopPages";
import { edgePairs } from "./queries/window-sql";
import type { AnalyticsStore } from "./store";

/**
 * The dashboard from the rollups (analytics/rollups.ts), one query file per metric
 * (analytics/queries/get*.ts): whole days and hours come from the counters, the partial hour at the
 * start of the range from the raw rows (under an hour of data), distinct sessions from the pair
 * counters plus the pairs whose last view falls in that partial hour. The answer equals the
 * straightforward SQL of analytics/reference (analytics/rollups.test.ts checks it), and its cost does
 * not grow with the number of events, only with hours x labels.
 */
export async function getDashboard(store: AnalyticsStore, range: RangeKey, now = new Date()): Promise<Dashboard> {
  const period = periodOf(range, now);
  const from = period.from.getTime();
  // Independent reads, run concurrently (analytics/store.ts keeps several read connections).
  const edge = edgePairs(store, from);
  const [
    summary,
    realtimeVisitors,
    timeSeries,
    topPages,
    topEvents,
    topErrors,
    performance,
    breakdowns,
    botHits,
    entryPages,
    exitPages,
  ] = await Promise.all([
    getSummary(store, period),
    getRealtime(store, now),
    edge.then((e) => getTimeSeries(store, from, range, e, now.getTime())),
    edge.then((e) => getTopPages(store, from, e)),
    getTopEvents(store, from),
    getTopErrors(store, from),
    getPerformance(store, from),
    edge.then((e) => getBreakdowns(store, from, e)),
    getBotHits(store, period),
    getSessionPages(store, from, "entry_page"),
    getSessionPages(store, from, "exit_page"),
  ]);
  return {
    range,
    from: period.from.toISOString(),
    to: period.to.toISOString(),
    timeZone: store.timeZone,
    unit: range === "24h" ? "hour" : "day",
    filters: {},
    summary,
    realtimeVisitors,
    timeSeries,
    topPages,
    topEvents,
    topErrors,
    performance,
    ...breakdowns,
    entryPages,
    exitPages,
    botHits,
  };
}
