import type { AnalyticsStore } from "../store";
import { rows } from "./run";

/** Visitors (distinct sessions) with a page view in the last 5 minutes: a few minutes of raw rows. */
export async function getRealtime(store: AnalyticsStore, now = new Date()): Promise<number> {
  const [r] = await rows<{ n: number }>(
    store,
    "SELECT count(DISTINCT session_id) AS n FROM page_views WHERE created_at >= ?::TIMESTAMPTZ",
    [new Date(now.getTime() - 5 * 60_000).toISOString()],
  );
  return Number(r?.n ?? 0);
}
