import { lt, sql } from "drizzle-orm";
import { rateLimitCounters } from "../../../drizzle/schema";
import type { Database } from "../client";

/**
 * Adds one hit to the counter of `key` in the window starting at `windowStart` and reads the count
 * of the window before it (0 when it has none), in one round trip.
 */
export async function countHit(
  db: Database,
  key: string,
  windowStart: Date,
  previousStart: Date,
): Promise<{ current: number; previous: number }> {
  const result = await db.execute(sql`
    with hit as (
      insert into ${rateLimitCounters} (key, window_start, count)
      values (${key}, ${windowStart.toISOString()}, 1)
      on conflict (key, window_start) do update set count = ${rateLimitCounters}.count + 1
      returning count)
    select (select count from hit) as current,
           coalesce((select count from ${rateLimitCounters}
                      where key = ${key} and window_start = ${previousStart.toISOString()}), 0) as previous`);
  // PGlite answers { rows }, postgres.js the rows themselves.
  type Row = { current: number; previous: number };
  const row = ((result as unknown as { rows?: Row[] }).rows ?? (result as unknown as Row[]))[0];
  return { current: Number(row?.current ?? 1), previous: Number(row?.previous ?? 0) };
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
