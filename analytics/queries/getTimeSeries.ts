import type { Period, RangeKey } from "../definitions";
import type { AnalyticsStore } from "../store";
import { iso, rows } from "./run";

/** Page views and sessions per hour (24 h) or per day (7 d, 30 d), UTC. */
export function getTimeSeries(store: AnalyticsStore, period: Period, range: RangeKey) {
  const unit = range === "24h" ? "hour" : "day";
  return rows<{ bucket: string; views: number; sessions: number }>(
    store,
    `SELECT strftime(date_trunc('${unit}', created_at AT TIME ZONE 'UTC'), '%Y-%m-%dT%H:00:00Z') AS bucket,
            count(*) AS views, count(DISTINCT session_id) AS sessions
       FROM page_views WHERE created_at >= ?::TIMESTAMPTZ GROUP BY 1 ORDER BY 1`,
    [iso(period.from)],
  );
}
