import { inArray, lt } from "drizzle-orm";
import { analyticsSalts } from "../../../drizzle/schema";
import type { Database } from "../client";

/**
 * The salts of `days` (YYYY-MM-DD), each made once: the first instance to ask inserts a fresh one,
 * every other instance then reads the same (ON CONFLICT DO NOTHING, then a read).
 */
export async function saltsOf(db: Database, days: string[], fresh: () => string): Promise<Map<string, string>> {
  await db
    .insert(analyticsSalts)
    .values(days.map((day) => ({ day, salt: fresh() })))
    .onConflictDoNothing();
  const rows = await db.select().from(analyticsSalts).where(inArray(analyticsSalts.day, days));
  return new Map(rows.map((r) => [r.day, r.salt]));
}

/** Forgets the salts of days before `day`: their visitor ids can never be made again. */
export async function deleteSaltsBefore(db: Database, day: string): Promise<void> {
  await db.delete(analyticsSalts).where(lt(analyticsSalts.day, day));
}
