import { eq, lt, sql } from "drizzle-orm";
import { aiReservations, aiUsage } from "../../../drizzle/schema";
import type { Database } from "../client";

export interface Reservation {
  id: string;
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
  return db.transaction(async (tx) => {
    const rows = await tx
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
    if (!rows.length) return null;
    // Recorded with the charge, in one transaction: a process that dies now leaves a row to sweep.
    const [reservation] = await tx
      .insert(aiReservations)
      .values({ day, costMicroUsd })
      .returning({ id: aiReservations.id });
    return { id: reservation!.id, day, costMicroUsd };
  });
}

/** Undoes a charge on `ai_usage` (never below 0). */
async function giveBack(db: Database, day: string, costMicroUsd: number): Promise<void> {
  await db
    .update(aiUsage)
    .set({
      generations: sql`greatest(${aiUsage.generations} - 1, 0)`,
      costMicroUsd: sql`greatest(${aiUsage.costMicroUsd} - ${costMicroUsd}, 0)`,
    })
    .where(eq(aiUsage.day, day));
}

/**
 * Gives a reservation back (the provider failed, so nothing was spent). Only if its row is still
 * there: the row is deleted first, so a reservation is given back once, by whoever deletes it.
 */
export async function releaseGeneration(db: Database, r: Reservation): Promise<void> {
  await db.transaction(async (tx) => {
    const deleted = await tx.delete(aiReservations).where(eq(aiReservations.id, r.id)).returning();
    if (deleted.length) await giveBack(tx, r.day, r.costMicroUsd);
  });
}

/** Keeps a reservation's charge (the provider answered and the design is stored). */
export async function settleGeneration(db: Database, r: Reservation): Promise<void> {
  await db.delete(aiReservations).where(eq(aiReservations.id, r.id));
}

/**
 * Gives back every reservation made before `before` and never settled: its process died while the
 * provider was working. Answers how many. Safe on several instances at once (each row is deleted once).
 */
export async function releaseStaleReservations(db: Database, before: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const stale = await tx.delete(aiReservations).where(lt(aiReservations.createdAt, before)).returning();
    for (const r of stale) await giveBack(tx, r.day, r.costMicroUsd);
    return stale.length;
  });
}
