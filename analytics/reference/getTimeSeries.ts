import type { Period, RangeKey } from "../definitions";
import { bucketLabel } from "../sql";
import type { AnalyticsStore } from "../store";
import { iso, rows } from "./run";

/** Page views and sessions per hour (24 h) or per day (7 d, 30 d), UTC. */
export function getTimeSeries(store: AnalyticsStore, period: Period, range: RangeKey) {
  const unit = range === "24h" ? "hour" : "day";
  return rows<{ bucket: string; views: number; sessions: number }>(
    store,
    `SELECT ${bucketLabel("created_at", unit)} AS bucket,
            count(*) AS views, count(DISTINCT session_id) AS sessions
       FROM page_views WHERE created_at >= ?::TIMESTAMPTZ GROUP BY 1 ORDER BY 1`,
    [iso(period.from)],
  );
}
