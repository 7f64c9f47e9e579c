import { TOP_N } from "../../shared/analytics/definitions";
import type { AnalyticsStore } from "../store";
import type { Span } from "../windows";
import { rows } from "./run";
import { tsSpan } from "./window-sql";

/**
 * Sessions by entry or exit page, of the sessions that started in the window, top N. Read from the
 * session table (one row per session, a quarter of the page views), not from a rollup: the exit
 * page of a session changes as it goes on.
 */
export function getSessionPages(store: AnalyticsStore, span: Span, column: "entry_page" | "exit_page") {
  return rows<{ path: string; sessions: number }>(
    store,
    `SELECT ${column} AS path, count(*) AS sessions FROM user_sessions
      WHERE ${tsSpan("created_at", span)} AND ${column} IS NOT NULL
      GROUP BY 1 ORDER BY sessions DESC, path LIMIT ${TOP_N}`,
  );
}
