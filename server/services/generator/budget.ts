import { aiUsageOn } from "../../db/queries/security";
import type { Runtime } from "../../runtime";
import { utcDay } from "./generate-design";

export interface AiBudget {
  /** The UTC day the budget counts (it resets at 00:00 UTC). */
  day: string;
  provider: "openai" | "offline";
  generations: number;
  limit: number;
  /** Estimated spend so far today and the day's budget, in USD (the offline generator costs nothing). */
  costUsd: number;
  budgetUsd: number;
  /** The larger of count and spend as a share of their limits, 0..1 (1 = the generator refuses). */
  used: number;
}

/** Today's AI generator usage against the global daily limits (admin dashboard, security metric). */
export async function aiBudgetToday(rt: Runtime): Promise<AiBudget> {
  const { ai } = rt.config;
  const usage = await aiUsageOn(rt.database.db, utcDay());
  const byCount = ai.dailyGenerations > 0 ? usage.generations / ai.dailyGenerations : 1;
  const byCost =
    ai.dailyBudgetMicroUsd > 0 ? usage.costMicroUsd / ai.dailyBudgetMicroUsd : usage.costMicroUsd > 0 ? 1 : 0;
  return {
    day: usage.day,
    provider: rt.imageProvider.name,
    generations: usage.generations,
    limit: ai.dailyGenerations,
    costUsd: usage.costMicroUsd / 1_000_000,
    budgetUsd: ai.dailyBudgetMicroUsd / 1_000_000,
    used: Math.min(1, Math.max(byCount, byCost)),
  };
}
