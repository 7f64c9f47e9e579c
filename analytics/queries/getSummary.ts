import type { DashboardSummary } from "../../shared/analytics/dashboard";
import type { Period } from "../../shared/analytics/definitions";
import { KIND, tsLiteral, utcDateLiteral } from "../sql";
import type { AnalyticsStore } from "../store";
import { DAY_MS, splitWindow } from "../windows";
import { rows } from "./run";
import { counters, tsSpan, unionAll } from "./window-sql";

/**
 * Distinct visitors in [from, to). A visitor id never appears on two UTC days (its salt is the
 * day's), so the window's visitors are the sum over its days, each from visitor_days (one row per
 * day and visitor, with its first and last view that day): a whole day counts its rows; a day the
 * window's start cuts, those last seen at or after it; a day its end cuts, those first seen before
 * it. Only a window inside one day, cut at both ends, is read from that day's raw views.
 */
async function visitorsBetween(store: AnalyticsStore, from: number, to: number): Promise<number> {
  const whole: number[] = [];
  const branches: string[] = [];
  const ofDay = (d: number, where: string) =>
    `SELECT count(*) AS n FROM visitor_days WHERE day = ${utcDateLiteral(d)} AND ${where}`;
  for (let d = Math.floor(from / DAY_MS) * DAY_MS; d < to; d += DAY_MS) {
    const [a, b] = [Math.max(d, from), Math.min(d + DAY_MS, to)];
    if (a === d && b === d + DAY_MS) whole.push(d);
    else if (a === d) branches.push(ofDay(d, `first_at < ${tsLiteral(b)}`));
    else if (b === d + DAY_MS) branches.push(ofDay(d, `last_at >= ${tsLiteral(a)}`));
    else branches.push(`SELECT count(DISTINCT visitor) AS n FROM page_views WHERE ${tsSpan("created_at", [a, b])}`);
  }
  if (whole.length)
    branches.push(
      `SELECT count(*) AS n FROM visitor_days WHERE day >= ${utcDateLiteral(whole[0] as number)} AND day <= ${utcDateLiteral(whole.at(-1) as number)}`,
    );
  const [r] = await rows<{ n: number | null }>(
    store,
    `SELECT sum(n) AS n FROM (${unionAll(branches, "SELECT 0 AS n")})`,
  );
  return Number(r?.n ?? 0);
}

/** The summary cards for the range and for the previous period of the same length. */
async function summaryBetween(store: AnalyticsStore, from: number, to: number): Promise<DashboardSummary> {
  const parts = splitWindow(from, to);
  const kinds = [KIND.views, KIND.sessions, KIND.bounced, KIND.durationSum, KIND.durationCount];
  const branches = [
    ...counters(`kind IN (${kinds.join(", ")})`, parts, "kind, n"),
    ...parts.raw.flatMap((s) => [
      `SELECT ${KIND.views} AS kind, count(*) AS n FROM page_views WHERE ${tsSpan("created_at", s)}`,
      `SELECT unnest([${KIND.sessions}, ${KIND.bounced}, ${KIND.durationSum}, ${KIND.durationCount}]),
              unnest([count(*), count(*) FILTER (WHERE page_views_count <= 1 AND events_count <= 1),
                      coalesce(sum(duration_seconds), 0), count(duration_seconds)])
         FROM user_sessions WHERE ${tsSpan("created_at", s)}`,
    ]),
  ];
  const [found, visitors] = await Promise.all([
    rows<{ kind: number; n: number }>(
      store,
      `SELECT kind, sum(n) AS n FROM (${unionAll(branches, "SELECT 0 AS kind, 0 AS n")}) GROUP BY kind`,
    ),
    visitorsBetween(store, from, to),
  ]);
  const n = (kind: number) => Number(found.find((r) => Number(r.kind) === kind)?.n ?? 0);
  const sessions = n(KIND.sessions);
  const durations = n(KIND.durationCount);
  return {
    pageViews: n(KIND.views),
    sessions,
    visitors,
    bounceRate: sessions ? (n(KIND.bounced) / sessions) * 100 : 0,
    avgSessionSeconds: durations ? n(KIND.durationSum) / durations : 0,
  };
}

export async function getSummary(store: AnalyticsStore, period: Period) {
  const [current, previous] = await Promise.all([
    summaryBetween(store, period.from.getTime(), period.to.getTime()),
    summaryBetween(store, period.previousFrom.getTime(), period.from.getTime()),
  ]);
  return { current, previous };
}
