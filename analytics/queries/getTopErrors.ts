import { ERROR_LOG_LIMIT, TOP_N } from "../../shared/analytics/definitions";
import { KIND } from "../sql";
import type { AnalyticsStore } from "../store";
import { hourCeil, hourFloor, type Span } from "../windows";
import { rows } from "./run";
import { tsSpan, utcSpan } from "./window-sql";

/**
 * The newest 100 errors of the range, then the top messages among them: the error counters tell from
 * which hour on there are at least 100, so only those rows are read.
 */
export async function getTopErrors(store: AnalyticsStore, [from, to]: Span, limit = TOP_N) {
  const h1 = hourCeil(from);
  // Whole hours of the window only (counting an hour that runs past its end would set the lower
  // bound too late; counting too few only reads more rows).
  const lastHour = to === null ? null : hourFloor(to);
  const hours = await rows<{ h: number; n: number }>(
    store,
    `SELECT epoch_ms(hour) AS h, n FROM analytics_hourly
      WHERE kind = ${KIND.errors} AND ${utcSpan("hour", [h1, lastHour])} ORDER BY hour DESC`,
  );
  let lower = from;
  let seen = 0;
  for (const { h, n } of hours) {
    seen += Number(n);
    if (seen >= ERROR_LOG_LIMIT) {
      lower = Math.max(from, Number(h));
      break;
    }
  }
  return rows<{ label: string; count: number; lastSeen: string }>(
    store,
    `SELECT error_message AS label, count(*) AS count, max(created_at) AS "lastSeen"
       FROM (SELECT error_message, created_at FROM error_logs WHERE ${tsSpan("created_at", [lower, to])}
              ORDER BY created_at DESC, event_id DESC LIMIT ${ERROR_LOG_LIMIT})
      GROUP BY error_message ORDER BY count DESC, "lastSeen" DESC, label LIMIT ${limit}`,
  );
}
