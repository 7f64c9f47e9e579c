import type { Period } from "../../shared/analytics/definitions";
import type { AnalyticsStore } from "../store";
import { rows } from "./run";

/** Requests from known bots on the range's (UTC) days: counted per day, apart from visits. */
export async function getBotHits(store: AnalyticsStore, period: Period): Promise<number> {
  const [r] = await rows<{ n: number | null }>(
    store,
    "SELECT sum(hits) AS n FROM bot_hits WHERE day >= ?::DATE AND day <= ?::DATE",
    [period.from.toISOString().slice(0, 10), period.to.toISOString().slice(0, 10)],
  );
  return Number(r?.n ?? 0);
}
