import { type Period, TOP_N } from "../../shared/analytics/definitions";
import type { AnalyticsStore } from "../store";
import { iso, rows } from "./run";

export function getTopPages(store: AnalyticsStore, period: Period, limit = TOP_N) {
  return rows<{ path: string; views: number; sessions: number }>(
    store,
    `SELECT page_path AS path, count(*) AS views, count(DISTINCT session_id) AS sessions
       FROM page_views WHERE created_at >= ?::TIMESTAMPTZ
      GROUP BY page_path ORDER BY views DESC, path LIMIT ?`,
    [iso(period.from), limit],
  );
}
