import type { Period, RangeKey } from "../../shared/analytics/definitions";
import { bucketStart, completeSeries } from "../queries/series";
import type { AnalyticsStore } from "../store";
import { iso, rows } from "./run";

/** Page views and sessions per hour (24 h) or per day of the store's time zone (7 d, 30 d), every bucket listed. */
export async function getTimeSeries(store: AnalyticsStore, period: Period, range: RangeKey) {
  const unit = range === "24h" ? "hour" : "day";
  const key = unit === "hour" ? "((epoch_ms(created_at) // 3600000) * 3600000)::VARCHAR" : "analytics_day(created_at)";
  const found = await rows<{ b: string; views: number; sessions: number }>(
    store,
    `SELECT ${key} AS b, count(*) AS views, count(DISTINCT session_id) AS sessions
       FROM page_views WHERE created_at >= ?::TIMESTAMPTZ GROUP BY 1`,
    [iso(period.from)],
  );
  const points = new Map(
    found.map((r) => [
      bucketStart(unit === "hour" ? Number(r.b) : r.b, store.timeZone),
      { views: Number(r.views), sessions: Number(r.sessions) },
    ]),
  );
  return completeSeries(points, unit, period.from.getTime(), period.to.getTime(), store.timeZone);
}
