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
 * Sessions (g, path, sessions) by entry page (g = 0) and by exit page (g = 1) of the session records
 * `source` holds (a subquery of user_sessions), in one pass over them; records without a page left out.
 */
const sessionPageCountsSql = (source: string) => `SELECT * FROM (
    SELECT GROUPING(entry_page) AS g, coalesce(entry_page, exit_page) AS path, count(*) AS sessions
      FROM ${source} GROUP BY GROUPING SETS ((entry_page), (exit_page)))
   WHERE path IS NOT NULL`;

/** Rows (g, path, sessions) ranked per g (sessions, then path) and cut to TOP_N. */
const topSessionPagesSql = (counts: string) => `SELECT g, path, sessions FROM (${counts})
   QUALIFY row_number() OVER (PARTITION BY g ORDER BY sessions DESC, path) <= ${TOP_N}
   ORDER BY g, sessions DESC, path`;

/**
 * Entry and exit pages of the session records `source` holds, each ranked and cut to TOP_N: the
 * filtered views' (analytics/explore), which read the matching records themselves.
 */
export function sessionPagesSql(source: string): string {
  return topSessionPagesSql(sessionPageCountsSql(source));
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
      (s) =>
        `SELECT g, path, sessions AS n FROM (${sessionPageCountsSql(`(SELECT entry_page, exit_page FROM user_sessions WHERE ${tsSpan("created_at", s)})`)})`,
    ),
  ];
  return sessionPagesOf(
    await rows(
      store,
      topSessionPagesSql(
        `SELECT g, path, sum(n) AS sessions FROM (${unionAll(branches, "SELECT 0 AS g, NULL AS path, 0 AS n")})
          GROUP BY g, path HAVING sum(n) > 0`,
      ),
    ),
  );
}
