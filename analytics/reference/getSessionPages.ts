import { TOP_N } from "../../shared/analytics/definitions";
import { rows } from "../queries/run";
import { tsSpan } from "../queries/window-sql";
import type { AnalyticsStore } from "../store";
import type { Span } from "../windows";

/** Sessions by entry or exit page, of the sessions that started in the window, top N: the definition. */
export function getSessionPages(store: AnalyticsStore, span: Span, column: "entry_page" | "exit_page") {
  return rows<{ path: string; sessions: number }>(
    store,
    `SELECT ${column} AS path, count(*) AS sessions FROM user_sessions
      WHERE ${tsSpan("created_at", span)} AND ${column} IS NOT NULL
      GROUP BY 1 ORDER BY sessions DESC, path LIMIT ${TOP_N}`,
  );
}
