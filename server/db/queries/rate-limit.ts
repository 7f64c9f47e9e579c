import { lt, sql } from "drizzle-orm";
import { rateLimitCounters } from "../../../drizzle/schema";
import type { Database } from "../client";

/** Adds one hit to the counter of `key` in the window starting at `windowStart`; returns the new count. */
export async function incrementCounter(db: Database, key: string, windowStart: Date): Promise<number> {
  const rows = await db
    .insert(rateLimitCounters)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimitCounters.key, rateLimitCounters.windowStart],
      set: { count: sql`${rateLimitCounters.count} + 1` },
    })
    .returning({ count: rateLimitCounters.count });
  return rows[0]?.count ?? 1;
}

export async function deleteCountersBefore(db: Database, before: Date): Promise<void> {
  await db.delete(rateLimitCounters).where(lt(rateLimitCounters.windowStart, before));
}
