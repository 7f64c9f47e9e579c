import { KIND, pairKeys, tsLiteral, utcLiteral } from "../sql";
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
/**
 * A DuckDB string literal for any text, stored labels included (a page path is whatever a beacon
 * sent). DuckDB's parser ends a statement's text at a NUL: a path with one cut the top pages' query
 * mid-literal, and the dashboard answered 500 until the row was gone. A NUL is written as chr(0).
 */
export const sqlString = (s: string) => {
  const quoted = (part: string) => `'${part.replaceAll("'", "''")}'`;
  return s.includes("\u0000") ? `(${s.split("\u0000").map(quoted).join(" || chr(0) || ")})` : quoted(s);
};

/** Counter rows (kind, label, n) of the whole hours and days of a window. */
export function counters(where: string, parts: WindowParts, select = "kind, label, n"): string[] {
  return [
    ...parts.hours.map((s) => `SELECT ${select} FROM analytics_hourly WHERE ${where} AND ${utcSpan("hour", s)}`),
    ...parts.days.map((s) => `SELECT ${select} FROM analytics_daily WHERE ${where} AND ${utcSpan("day", s)}`),
  ];
}

/**
 * The pairs (session, key) that the pair counters of a window's whole hours and days miss, as JSON
 * rows {label, n} for EDGE:
 * - at the start, pairs whose last page view falls in [from, the next whole hour) (with the counters
 *   of the whole hours and days after it they make "sessions with a view since `from`");
 * - for a window with an end, the pairs counted after it (their last view is at or after `to`) that
 *   also have a view in the window: only sessions that straddle `to` (a view before it, one after),
 *   whose views before `to` are read raw (a short slice: sessions around one instant).
 * A window's end must be a whole hour (the counters hold whole hours).
 */
export async function edgePairs(store: AnalyticsStore, [from, to]: Span): Promise<string> {
  if (to !== null && hourCeil(to) !== to) throw new Error("a window's end must be a whole hour");
  const h1 = hourCeil(from);
  const found: { label: string; n: number }[] = [];
  if (h1 !== from)
    found.push(
      ...(await rows<{ label: string; n: number }>(
        store,
        `SELECT e.key AS label, count(*) AS n
           FROM (SELECT unnest(map_entries(pairs)) AS e FROM session_pairs
                  WHERE first_at < ${tsLiteral(h1)} AND last_at >= ${tsLiteral(from)})
          WHERE e.value.t >= ${tsLiteral(from)} AND e.value.t < ${tsLiteral(to === null ? h1 : Math.min(h1, to))}
          GROUP BY 1`,
      )),
    );
  if (to !== null) found.push(...(await straddlingPairs(store, from, to)));
  return JSON.stringify(found.map((r) => ({ label: r.label, n: Number(r.n) })));
}

/** Pairs counted at or after `to` (their last view) with a view in [from, to) too. */
async function straddlingPairs(store: AnalyticsStore, from: number, to: number) {
  const straddles = `first_at < ${tsLiteral(to)} AND last_at >= ${tsLiteral(to)}`;
  const [first] = await rows<{ at: number | null }>(
    store,
    `SELECT epoch_ms(min(first_at)) AS at FROM session_pairs WHERE ${straddles}`,
  );
  if (first?.at === null || first?.at === undefined) return [];
  // Bounds as literals, so the scan skips row groups by created_at.
  const lo = Math.max(from, Number(first.at));
  return rows<{ label: string; n: number }>(
    store,
    `SELECT v.k AS label, count(*) AS n
       FROM (SELECT DISTINCT session_id, unnest(${pairKeys()}) AS k FROM page_views
              WHERE ${tsSpan("created_at", [lo, to])}
                AND session_id IN (SELECT session_id FROM session_pairs WHERE ${straddles})) v
       JOIN (SELECT session_id, pairs FROM session_pairs WHERE ${straddles}) s USING (session_id)
      WHERE s.pairs[v.k].t >= ${tsLiteral(to)}
      GROUP BY 1`,
  );
}
export const EDGE = `SELECT unnest(from_json(?, '[{"label":"VARCHAR","n":"BIGINT"}]'), recursive := true)`;

/**
 * Sessions per pair key in the window (counters of whole hours/days + the edge), for the keys
 * matching `where` (on `label`); columns k (the key), n.
 */
export function pairSessions(span: Span, where: string): string {
  const parts = splitWindow(span[0], span[1]);
  return `SELECT label AS k, sum(n) AS n FROM (
      ${unionAll([...counters(`kind = ${KIND.pairs} AND ${where}`, parts, "label, n"), `SELECT label, n FROM (${EDGE}) WHERE ${where}`], "")}
    ) GROUP BY label`;
}
