import { TOP_N } from "../../shared/analytics/definitions";
import { BREAKDOWNS, PAIR_PREFIX } from "../sql";
import type { AnalyticsStore } from "../store";
import { rows } from "./run";
import { pairSessions } from "./window-sql";

/** Sessions by referrer host, device type, browser, OS, channel, campaign and country: the top N of each. */
export async function getBreakdowns(store: AnalyticsStore, from: number, edge: string, limit = TOP_N) {
  const prefixes = BREAKDOWNS.map((c) => PAIR_PREFIX[c]);
  const found = await rows<{ dim: string; label: string; sessions: number }>(
    store,
    `SELECT left(k, 1) AS dim, substr(k, 2) AS label, n AS sessions
       FROM (${pairSessions(from, `left(label, 1) IN (${prefixes.map((p) => `'${p}'`).join(", ")})`)})
      WHERE n > 0
      QUALIFY row_number() OVER (PARTITION BY left(k, 1) ORDER BY n DESC, substr(k, 2)) <= ${limit}
      ORDER BY dim, sessions DESC, label`,
    [edge],
  );
  const of = (column: (typeof BREAKDOWNS)[number]) =>
    found.filter((r) => r.dim === PAIR_PREFIX[column]).map((r) => ({ label: r.label, sessions: Number(r.sessions) }));
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
