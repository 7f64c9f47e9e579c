import { KIND, tsLiteral, utcLiteral } from "../sql";
import type { AnalyticsStore } from "../store";
import { hourCeil, type Span, splitWindow, type WindowParts } from "../windows";
import { rows } from "./run";

/**
 * SQL fragments the rollup queries share: spans of a window as WHERE terms, the counters of its
 * whole hours and days, and "sessions per pair key" (the pair counters plus the partial hour's edge).
 */
export const tsSpan = (col: string, [a, b]: Span) =>
  `${col} >= ${tsLiteral(a)}${b === null ? "" : ` AND ${col} < ${tsLiteral(b)}`}`;
export const utcSpan = (col: string, [a, b]: Span) =>
  `${col} >= ${utcLiteral(a)}${b === null ? "" : ` AND ${col} < ${utcLiteral(b)}`}`;
/** A span on a UTC TIMESTAMP column (day, hour) or on created_at (TIMESTAMPTZ). */
export const tsSpanOf = (col: string, s: Span) => (col === "created_at" ? tsSpan(col, s) : utcSpan(col, s));
export const unionAll = (parts: string[], empty: string) => (parts.length ? parts.join("\nUNION ALL ") : empty);
export const sqlString = (s: string) => `'${s.replaceAll("'", "''")}'`;

/** Counter rows (kind, label, n) of the whole hours and days of a window. */
export function counters(where: string, parts: WindowParts, select = "kind, label, n"): string[] {
  return [
    ...parts.hours.map((s) => `SELECT ${select} FROM analytics_hourly WHERE ${where} AND ${utcSpan("hour", s)}`),
    ...parts.days.map((s) => `SELECT ${select} FROM analytics_daily WHERE ${where} AND ${utcSpan("day", s)}`),
  ];
}

/**
 * Pairs (session, key) whose last page view falls in [from, the next whole hour): with the pair
 * counters of the whole hours and days after it, they make "sessions with a view since `from`".
 */
export async function edgePairs(store: AnalyticsStore, from: number): Promise<string> {
  const h1 = hourCeil(from);
  if (h1 === from) return "[]";
  const found = await rows<{ key: string; n: number }>(
    store,
    `SELECT e.key AS label, count(*) AS n
       FROM (SELECT unnest(map_entries(pairs)) AS e FROM session_pairs
              WHERE first_at < ${tsLiteral(h1)} AND last_at >= ${tsLiteral(from)})
      WHERE e.value.t >= ${tsLiteral(from)} AND e.value.t < ${tsLiteral(h1)} GROUP BY 1`,
  );
  return JSON.stringify(found);
}
export const EDGE = `SELECT unnest(from_json(?, '[{"label":"VARCHAR","n":"BIGINT"}]'), recursive := true)`;

/**
 * Sessions per pair key since `from` (counters of whole hours/days + the edge), for the keys matching
 * `where` (on `label`); columns k (the key), n.
 */
export function pairSessions(from: number, where: string): string {
  const parts = splitWindow(from, null);
  return `SELECT label AS k, sum(n) AS n FROM (
      ${unionAll([...counters(`kind = ${KIND.pairs} AND ${where}`, parts, "label, n"), `SELECT label, n FROM (${EDGE}) WHERE ${where}`], "")}
    ) GROUP BY label`;
}
