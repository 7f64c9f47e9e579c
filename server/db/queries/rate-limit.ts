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

/**
 * Adds several hits to several counters of one window in one statement (an instance's hits of the
 * last second); answers each key's total over every instance.
 */
export async function addToCounters(
  db: Database,
  windowStart: Date,
  hits: ReadonlyMap<string, number>,
): Promise<Map<string, number>> {
  if (hits.size === 0) return new Map();
  const rows = await db
    .insert(rateLimitCounters)
    .values([...hits].map(([key, count]) => ({ key, windowStart, count })))
    .onConflictDoUpdate({
      target: [rateLimitCounters.key, rateLimitCounters.windowStart],
      set: { count: sql`${rateLimitCounters.count} + excluded.count` },
    })
    .returning({ key: rateLimitCounters.key, count: rateLimitCounters.count });
  return new Map(rows.map((r) => [r.key, r.count]));
}
