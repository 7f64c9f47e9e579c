import { ERROR_LOG_LIMIT, type Period, TOP_N } from "../../shared/analytics/definitions";
import type { AnalyticsStore } from "../store";
import { iso, rows } from "./run";

/**
 * As the original: the newest 100 errors of the range, then the 5 most frequent messages among them
 * (ties broken by id, then by message, so the answer is deterministic).
 */
export function getTopErrors(store: AnalyticsStore, period: Period, limit = TOP_N) {
  return rows<{ label: string; count: number; lastSeen: string }>(
    store,
    `SELECT error_message AS label, count(*) AS count, max(created_at) AS "lastSeen"
       FROM (SELECT error_message, created_at FROM error_logs WHERE created_at >= ?::TIMESTAMPTZ
              ORDER BY created_at DESC, event_id DESC LIMIT ${ERROR_LOG_LIMIT})
      GROUP BY error_message ORDER BY count DESC, "lastSeen" DESC, label LIMIT ?`,
    [iso(period.from), limit],
  );
}
