import type { Dashboard } from "../shared/analytics/dashboard";
import { type Period, periodOf, type RangeKey } from "../shared/analytics/definitions";
import type { ViewRange } from "../shared/analytics/view";
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
import { seriesUnitOf } from "./queries/series";
import { edgePairs } from "./queries/window-sql";
import type { AnalyticsStore } from "./store";
import type { Span } from "./windows";

/**
 * The dashboard from the rollups (analytics/rollups.ts), one query file per metric
 * (analytics/queries/get*.ts): whole days and hours come from the counters, the partial hour at the
 * start of the range from the raw rows (under an hour of data), distinct sessions from the pair
 * counters plus the pairs whose last view falls in that partial hour. The answer equals the
 * straightforward SQL of analytics/reference (analytics/rollups.test.ts checks it), and its cost does
 * not grow with the number of events, only with hours x labels.
 */
export function getDashboard(store: AnalyticsStore, range: RangeKey, now = new Date()): Promise<Dashboard> {
  return getDashboardSince(store, range, periodOf(range, now), now);
}

/**
 * A window that runs to now: a rolling range, or a custom range whose last day is today (its end,
 * the next local midnight, is ahead of every stored row: ingest clamps created_at to its clock).
 * Everything since `period.from` counts; the summary compares [from, to) with the period before;
 * the series lists every bucket to `period.to` (now, or the end of today), as the raw path does
 * (analytics/explore), in hours up to two days and days beyond.
 */
export function getDashboardSince(store: AnalyticsStore, range: ViewRange, period: Period, now = new Date()) {
  return rollupDashboard(store, range, period, [period.from.getTime(), null], now);
}

/**
 * A window with an end, [period.from, period.to): a custom range that ended before now. Both ends
 * must be whole UTC hours (a local midnight is one in every zone that moves by whole hours); the
 * sessions that straddle its end are read raw (analytics/queries/window-sql.ts, edgePairs).
 */
export function getDashboardBetween(store: AnalyticsStore, range: ViewRange, period: Period, now = new Date()) {
  return rollupDashboard(store, range, period, [period.from.getTime(), period.to.getTime()], now);
}

async function rollupDashboard(
  store: AnalyticsStore,
  range: ViewRange,
  period: Period,
  span: Span,
  now: Date,
): Promise<Dashboard> {
  const from = period.from.getTime();
  const end = period.to.getTime();
  const unit = seriesUnitOf(from, end);
  // Independent reads, run concurrently (analytics/store.ts keeps several read connections).
  const edge = edgePairs(store, span);
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
    sessionPages,
  ] = await Promise.all([
    getSummary(store, period),
    getRealtime(store, now),
    edge.then((e) => getTimeSeries(store, span, unit, e, end)),
    edge.then((e) => getTopPages(store, span, e)),
    getTopEvents(store, span),
    getTopErrors(store, span),
    getPerformance(store, span),
    edge.then((e) => getBreakdowns(store, span, e)),
    getBotHits(store, period),
    getSessionPages(store, span),
  ]);
  return {
    range,
    from: period.from.toISOString(),
    to: period.to.toISOString(),
    timeZone: store.timeZone,
    unit,
    filters: {},
    summary,
    realtimeVisitors,
    timeSeries,
    topPages,
    topEvents,
    topErrors,
    performance,
    ...breakdowns,
    entryPages: sessionPages.entry,
    exitPages: sessionPages.exit,
    botHits,
  };
}
