import { TOP_N } from "../../shared/analytics/definitions";
import { BREAKDOWNS, KIND, PAIR_PREFIX, tsLiteral, utcLiteral } from "../sql";
import type { AnalyticsStore } from "../store";
import { DAY_MS } from "../windows";
import { rows } from "./run";
import { pairSessions } from "./window-sql";

/**
 * Visitors per label key since `from`. A visitor id never appears on two UTC days, so whole days are
 * the daily counters' sum (KIND.labelVisitors), and the partial day at `from` counts that day's
 * (label, visitor) triples whose last view is at or after `from`.
 */
function labelVisitors(store: AnalyticsStore, from: number) {
  const firstDay = Math.ceil(from / DAY_MS) * DAY_MS;
  const day = (t: number) => `'${new Date(t).toISOString().slice(0, 10)}'::DATE`;
  const branches = [
    `SELECT label, n FROM analytics_daily WHERE kind = ${KIND.labelVisitors} AND day >= ${utcLiteral(firstDay)}`,
    ...(firstDay > from
      ? [
          `SELECT label, count(*) AS n FROM visitor_labels
            WHERE day = ${day(firstDay - DAY_MS)} AND last_at >= ${tsLiteral(from)} GROUP BY label`,
        ]
      : []),
  ];
  return rows<{ label: string; n: number }>(
    store,
    `SELECT label, sum(n) AS n FROM (${branches.join(" UNION ALL ")}) GROUP BY label`,
  );
}

/**
 * Sessions (and their visitors) by referrer host, device type, browser, OS, channel, campaign and
 * country: the top N of each by sessions.
 */
export async function getBreakdowns(store: AnalyticsStore, from: number, edge: string, limit = TOP_N) {
  const prefixes = BREAKDOWNS.map((c) => PAIR_PREFIX[c]);
  const [found, visitors] = await Promise.all([
    rows<{ dim: string; label: string; sessions: number }>(
      store,
      `SELECT left(k, 1) AS dim, substr(k, 2) AS label, n AS sessions
         FROM (${pairSessions(from, `left(label, 1) IN (${prefixes.map((p) => `'${p}'`).join(", ")})`)})
        WHERE n > 0
        QUALIFY row_number() OVER (PARTITION BY left(k, 1) ORDER BY n DESC, substr(k, 2)) <= ${limit}
        ORDER BY dim, sessions DESC, label`,
      [edge],
    ),
    labelVisitors(store, from),
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
