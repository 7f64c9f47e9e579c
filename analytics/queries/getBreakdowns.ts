import { BREAKDOWNS, breakdownRowsSql, KIND, labelKeys, PAIR_PREFIX, tsLiteral, utcDateLiteral } from "../sql";
import type { AnalyticsStore } from "../store";
import { dayCeil, dayFloor, type Span } from "../windows";
import { rows } from "./run";
import { pairSessions, tsSpan, unionAll, utcSpan } from "./window-sql";

/**
 * Visitors per label key in the window. A visitor id never appears on two UTC days, so the window's
 * visitors are a sum over its UTC days: whole days from the daily counters (KIND.labelVisitors); the
 * day `from` cuts, from that day's (label, visitor) triples whose last view is at or after `from`;
 * the day `to` cuts, as dayUntil reads it; a window within one day, from its raw views.
 */
function labelVisitors(store: AnalyticsStore, [from, to]: Span) {
  const firstWhole = dayCeil(from);
  const lastWhole = to === null ? null : dayFloor(to);
  if (lastWhole !== null && to !== null && lastWhole < from)
    return rowsOf(store, [
      `SELECT k AS label, count(DISTINCT visitor) AS n
         FROM (SELECT visitor, unnest(${labelKeys()}) AS k FROM page_views
                WHERE ${tsSpan("created_at", [from, to])} AND visitor IS NOT NULL)
        GROUP BY k`,
    ]);
  const branches: string[] = [];
  if (lastWhole === null || firstWhole < lastWhole)
    branches.push(
      `SELECT label, n FROM analytics_daily WHERE kind = ${KIND.labelVisitors} AND ${utcSpan("day", [firstWhole, lastWhole])}`,
    );
  if (firstWhole > from)
    branches.push(
      `SELECT label, count(*) AS n FROM visitor_labels
        WHERE day = ${utcDateLiteral(from)} AND last_at >= ${tsLiteral(from)} GROUP BY label`,
    );
  if (lastWhole !== null && to !== null && lastWhole < to) branches.push(...dayUntil(lastWhole, to));
  return rowsOf(store, branches);
}

const rowsOf = (store: AnalyticsStore, branches: string[]) =>
  rows<{ label: string; n: number }>(
    store,
    `SELECT label, sum(n) AS n FROM (${unionAll(branches, "SELECT ''::VARCHAR AS label, 0 AS n")}) GROUP BY label`,
  );

/**
 * The (label, visitor) triples of the UTC day starting at `day` with a view before `to`: those whose
 * last view that day is before `to`, and of the others (a view at or after `to`: the day's last
 * hour or two), those whose visitor has a view with that label before `to`, read raw for those
 * visitors only (reading the whole day's views raw cost ~140 ms at 10M page views a month).
 */
function dayUntil(day: number, to: number): string[] {
  const date = utcDateLiteral(day);
  const later = `SELECT label, visitor FROM visitor_labels WHERE day = ${date} AND last_at >= ${tsLiteral(to)}`;
  return [
    `SELECT label, count(*) AS n FROM visitor_labels WHERE day = ${date} AND last_at < ${tsLiteral(to)} GROUP BY label`,
    `SELECT l.label, count(*) AS n
       FROM (${later}) l
       SEMI JOIN (SELECT DISTINCT visitor, unnest(${labelKeys()}) AS k FROM page_views
                   WHERE ${tsSpan("created_at", [day, to])} AND visitor IN (SELECT visitor FROM (${later}))) v
         ON l.label = v.k AND l.visitor = v.visitor
      GROUP BY l.label`,
  ];
}

/**
 * Sessions (and their visitors) by referrer host, device type, browser, OS, channel, campaign and
 * country: the first breakdownRows of each by sessions.
 */
export async function getBreakdowns(store: AnalyticsStore, span: Span, edge: string) {
  const prefixes = BREAKDOWNS.map((c) => PAIR_PREFIX[c]);
  const [found, visitors] = await Promise.all([
    rows<{ dim: string; label: string; sessions: number }>(
      store,
      `SELECT left(k, 1) AS dim, substr(k, 2) AS label, n AS sessions
         FROM (${pairSessions(span, `left(label, 1) IN (${prefixes.map((p) => `'${p}'`).join(", ")})`)})
        WHERE n > 0
        QUALIFY row_number() OVER (PARTITION BY left(k, 1) ORDER BY n DESC, substr(k, 2)) <= ${breakdownRowsSql("left(k, 1)", (c) => `'${PAIR_PREFIX[c]}'`)}
        ORDER BY dim, sessions DESC, label`,
      [edge],
    ),
    labelVisitors(store, span),
  ]);
  const visitorsOf = new Map(visitors.map((r) => [r.label, Number(r.n)]));
  const of = (column: (typeof BREAKDOWNS)[number]) =>
    found
      .filter((r) => r.dim === PAIR_PREFIX[column])
      .map((r) => ({
        label: r.label,
        sessions: Number(r.sessions),
        visitors: visitorsOf.get(`${r.dim}${r.label}`) ?? 0,
      }));
  return {
    referrers: of("referrer"),
    devices: of("device_type"),
    browsers: of("browser"),
    operatingSystems: of("os"),
    channels: of("channel"),
    campaigns: of("campaign"),
    countries: of("country"),
  };
}
