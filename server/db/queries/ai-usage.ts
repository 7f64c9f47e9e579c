import { eq, sql } from "drizzle-orm";
import { aiUsage } from "../../../drizzle/schema";
import type { Database } from "../client";

export interface Reservation {
  day: string;
  costMicroUsd: number;
}

/**
 * Reserves one generation (and its estimated cost) on `day`, atomically, before the provider is
 * called: one statement that adds only while the day stays within both limits, so parallel requests
 * on any number of instances can never overshoot. Null when the day's budget is used up.
 */
export async function reserveGeneration(
  db: Database,
  day: string,
  costMicroUsd: number,
  limits: { generations: number; budgetMicroUsd: number },
): Promise<Reservation | null> {
  if (limits.generations < 1 || costMicroUsd > limits.budgetMicroUsd) return null;
  const rows = await db
    .insert(aiUsage)
    .values({ day, generations: 1, costMicroUsd })
    .onConflictDoUpdate({
      target: aiUsage.day,
      set: {
        generations: sql`${aiUsage.generations} + 1`,
        costMicroUsd: sql`${aiUsage.costMicroUsd} + ${costMicroUsd}`,
      },
      setWhere: sql`${aiUsage.generations} < ${limits.generations}
        and ${aiUsage.costMicroUsd} + ${costMicroUsd} <= ${limits.budgetMicroUsd}`,
    })
    .returning({ generations: aiUsage.generations });
  return rows.length ? { day, costMicroUsd } : null;
}

/** Gives a reservation back (the provider failed, so nothing was spent). */
export async function releaseGeneration(db: Database, r: Reservation): Promise<void> {
  await db
    .update(aiUsage)
    .set({
      generations: sql`greatest(${aiUsage.generations} - 1, 0)`,
      costMicroUsd: sql`greatest(${aiUsage.costMicroUsd} - ${r.costMicroUsd}, 0)`,
    })
    .where(eq(aiUsage.day, r.day));
}
