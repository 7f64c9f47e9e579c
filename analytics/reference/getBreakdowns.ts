import { type Period, TOP_N } from "../definitions";
import { type BreakdownColumn, breakdownLabel } from "../sql";
import type { AnalyticsStore } from "../store";
import { iso, rows } from "./run";

/** Sessions by referrer host, device type, browser or OS (from page views), top N. */
export function getBreakdown(store: AnalyticsStore, period: Period, column: BreakdownColumn, limit = TOP_N) {
  const expr = breakdownLabel(column);
  return rows<{ label: string; sessions: number }>(
    store,
    `SELECT ${expr} AS label, count(DISTINCT session_id) AS sessions FROM page_views
      WHERE created_at >= ?::TIMESTAMPTZ GROUP BY 1 ORDER BY sessions DESC, label LIMIT ?`,
    [iso(period.from), limit],
  );
}

/** Visitors (distinct sessions) with a page view in the last 5 minutes. */
export async function getRealtime(store: AnalyticsStore, now = new Date()) {
  const [r] = await rows<{ n: number }>(
    store,
    "SELECT count(DISTINCT session_id) AS n FROM page_views WHERE created_at >= ?::TIMESTAMPTZ",
    [iso(new Date(now.getTime() - 5 * 60_000))],
  );
  return Number(r?.n ?? 0);
}

export async function getBotHits(store: AnalyticsStore, period: Period) {
  const [r] = await rows<{ n: number | null }>(store, "SELECT sum(hits) AS n FROM bot_hits WHERE day >= ?::DATE", [
    iso(period.from).slice(0, 10),
  ]);
  return Number(r?.n ?? 0);
}
