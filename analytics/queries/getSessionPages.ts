import { TOP_N } from "../../shared/analytics/definitions";
import { KIND } from "../sql";
import type { AnalyticsStore } from "../store";
import { type Span, splitWindow } from "../windows";
import { rows } from "./run";
import { counters, tsSpan, unionAll } from "./window-sql";

export interface SessionPages {
  entry: { path: string; sessions: number }[];
  exit: { path: string; sessions: number }[];
}

/**
 * Sessions by entry page and by exit page of the session records `source` holds (a subquery of
 * user_sessions), each ranked (sessions, then path) and cut to TOP_N, in one pass over them. Read from
 * the session table (one row per session, a quarter of the page views), not from a rollup: the exit
 * page of a session changes as it goes on.
 */
export function sessionPagesSql(source: string): string {
  return `SELECT g, path, sessions FROM (
    SELECT g, path, sessions, row_number() OVER (PARTITION BY g ORDER BY sessions DESC, path) AS rank
      FROM (SELECT GROUPING(entry_page) AS g, coalesce(entry_page, exit_page) AS path, count(*) AS sessions
              FROM ${source} GROUP BY GROUPING SETS ((entry_page), (exit_page)))
     WHERE path IS NOT NULL)
   WHERE rank <= ${TOP_N} ORDER BY g, rank`;
}

/** The rows of sessionPagesSql as the dashboard's two tables. */
export function sessionPagesOf(found: { g: number; path: string; sessions: number }[]): SessionPages {
  // GROUPING(entry_page) is 0 in the entry pages' set, 1 in the exit pages'.
  const of = (g: number) =>
    found.filter((r) => Number(r.g) === g).map((r) => ({ path: r.path, sessions: Number(r.sessions) }));
  return { entry: of(0), exit: of(1) };
}

/**
 * Entry and exit pages of the sessions that started in the window: the counters of its whole hours
 * and days (KIND.entryPages, KIND.exitPages) and the session records of its partial hours, ranked
 * as sessionPagesSql ranks them. Summing counters keeps the cost to hours x pages; grouping every
 * session of a month was a quarter of the unfiltered dashboard at 10M page views.
 */
export async function getSessionPages(store: AnalyticsStore, span: Span): Promise<SessionPages> {
  const parts = splitWindow(span[0], span[1]);
  const g = `CASE kind WHEN ${KIND.entryPages} THEN 0 ELSE 1 END`;
  const branches = [
    ...counters(`kind IN (${KIND.entryPages}, ${KIND.exitPages})`, parts, `${g} AS g, label AS path, n`),
    ...parts.raw.map(
      (s) => `SELECT g, path, sessions AS n FROM (
        SELECT GROUPING(entry_page) AS g, coalesce(entry_page, exit_page) AS path, count(*) AS sessions
          FROM user_sessions WHERE ${tsSpan("created_at", s)} GROUP BY GROUPING SETS ((entry_page), (exit_page)))
        WHERE path IS NOT NULL`,
    ),
  ];
  return sessionPagesOf(
    await rows(
      store,
      `SELECT g, path, sessions FROM (
        SELECT g, path, sum(n) AS sessions FROM (${unionAll(branches, "SELECT 0 AS g, NULL AS path, 0 AS n")})
         GROUP BY g, path HAVING sum(n) > 0)
       QUALIFY row_number() OVER (PARTITION BY g ORDER BY sessions DESC, path) <= ${TOP_N}
       ORDER BY g, sessions DESC, path`,
    ),
  );
}
