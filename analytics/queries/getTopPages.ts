import { TOP_N } from "../../shared/analytics/definitions";
import { KIND, PAIR_PREFIX } from "../sql";
import type { AnalyticsStore } from "../store";
import { type Span, splitWindow } from "../windows";
import { rows } from "./run";
import { counters, pairSessions, sqlString, tsSpan, unionAll } from "./window-sql";

/** The most viewed pages of the range, each with the sessions that viewed it. */
export async function getTopPages(store: AnalyticsStore, span: Span, edge: string, limit = TOP_N) {
  const parts = splitWindow(span[0], span[1]);
  const top = await rows<{ path: string; views: number }>(
    store,
    `SELECT label AS path, sum(n) AS views FROM (${unionAll(
      [
        ...parts.raw.map(
          (s) => `SELECT page_path AS label, count(*) AS n FROM page_views WHERE ${tsSpan("created_at", s)} GROUP BY 1`,
        ),
        ...counters(`kind = ${KIND.views}`, parts, "label, n"),
      ],
      "SELECT ''::VARCHAR AS label, 0 AS n",
    )}) GROUP BY label HAVING sum(n) > 0 ORDER BY views DESC, path LIMIT ${limit}`,
  );
  if (!top.length) return [];
  const keys = top.map((t) => sqlString(PAIR_PREFIX.path + t.path)).join(", ");
  const sessions = await rows<{ label: string; n: number }>(
    store,
    `SELECT k AS label, n FROM (${pairSessions(span, `label IN (${keys})`)})`,
    [edge],
  );
  const byKey = new Map(sessions.map((s) => [s.label, Number(s.n)]));
  return top.map((t) => ({
    path: t.path,
    views: Number(t.views),
    sessions: byKey.get(PAIR_PREFIX.path + t.path) ?? 0,
  }));
}
