import { type Period, TOP_N } from "../../shared/analytics/definitions";
import { type BreakdownColumn, breakdownLabel } from "../sql";
import type { AnalyticsStore } from "../store";
import { iso, rows } from "./run";

/** Sessions by referrer host, device type, browser or OS (from page views), top N. */
export function getBreakdown(store: AnalyticsStore, period: Period, column: BreakdownColumn, limit = TOP_N) {
  const expr = breakdownLabel(column);
  return rows<{ label: string; sessions: number }>(
    store,
    `SELECT ${expr} AS label, count(DISTINCT session_id) AS sessions FROM page_views
      WHERE created_at >= ?::TIMESTAMPTZ GROUP BY 1 ORDER BY sessions DESC, label LIMIT ?`,
    [iso(period.from), limit],
  );
}
