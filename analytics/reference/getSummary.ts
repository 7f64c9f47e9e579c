import type { Period } from "../../shared/analytics/definitions";
import type { AnalyticsStore } from "../store";
import { iso, rows } from "./run";

export interface Summary {
  pageViews: number;
  sessions: number;
  visitors: number;
  bounceRate: number;
  avgSessionSeconds: number;
}

async function summaryBetween(store: AnalyticsStore, from: Date, to: Date): Promise<Summary> {
  const [views] = await rows<{ n: number; v: number }>(
    store,
    "SELECT count(*) AS n, count(DISTINCT visitor) AS v FROM page_views WHERE created_at >= ?::TIMESTAMPTZ AND created_at < ?::TIMESTAMPTZ",
    [iso(from), iso(to)],
  );
  const [s] = await rows<{ sessions: number; bounced: number; avg: number | null }>(
    store,
    `SELECT count(*) AS sessions,
            count(*) FILTER (WHERE page_views_count <= 1 AND events_count <= 1) AS bounced,
            avg(duration_seconds) AS avg
       FROM user_sessions WHERE created_at >= ?::TIMESTAMPTZ AND created_at < ?::TIMESTAMPTZ`,
    [iso(from), iso(to)],
  );
  const sessions = Number(s?.sessions ?? 0);
  return {
    pageViews: Number(views?.n ?? 0),
    sessions,
    visitors: Number(views?.v ?? 0),
    bounceRate: sessions ? (Number(s?.bounced ?? 0) / sessions) * 100 : 0,
    avgSessionSeconds: Number(s?.avg ?? 0),
  };
}

/** The four summary cards, with the same figures for the previous period of equal length. */
export async function getSummary(store: AnalyticsStore, period: Period) {
  return {
    current: await summaryBetween(store, period.from, period.to),
    previous: await summaryBetween(store, period.previousFrom, period.from),
  };
}
