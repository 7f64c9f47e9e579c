import type { Period } from "../../shared/analytics/definitions";
import { type BreakdownColumn, breakdownLabel, breakdownRows } from "../sql";
import type { AnalyticsStore } from "../store";
import { iso, rows } from "./run";

/** Sessions and visitors by one breakdown label (from page views), the first breakdownRows by sessions. */
export function getBreakdown(
  store: AnalyticsStore,
  period: Period,
  column: BreakdownColumn,
  limit = breakdownRows(column),
) {
  const expr = breakdownLabel(column);
  return rows<{ label: string; sessions: number; visitors: number }>(
    store,
    `SELECT ${expr} AS label, count(DISTINCT session_id) AS sessions, count(DISTINCT visitor) AS visitors FROM page_views
      WHERE created_at >= ?::TIMESTAMPTZ GROUP BY 1 ORDER BY sessions DESC, label LIMIT ?`,
    [iso(period.from), limit],
  );
}
