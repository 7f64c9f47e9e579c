import { type Period, TOP_N } from "../../shared/analytics/definitions";
import type { AnalyticsStore } from "../store";
import { iso, rows } from "./run";

export function getTopEvents(store: AnalyticsStore, period: Period, limit = TOP_N) {
  return rows<{ label: string; count: number }>(
    store,
    `SELECT event_name AS label, count(*) AS count FROM user_events WHERE created_at >= ?::TIMESTAMPTZ
      GROUP BY event_name ORDER BY count DESC, label LIMIT ?`,
    [iso(period.from), limit],
  );
}
