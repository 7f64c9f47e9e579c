import { lt, sql } from "drizzle-orm";
import { rateLimitCounters } from "../../../drizzle/schema";
import { type Database, rowsOf } from "../client";

export interface CountedHit {
  /** Hits counted in the previous window. */
  previous: number;
  /** Hits counted in this window before this one (at least `room` when this one was refused). */
  before: number;
  /** Whether this hit was counted, i.e. allowed. */
  counted: boolean;
}

/**
 * One hit of `key`, in one statement: reads the previous window's count, and counts the hit in
 * this window only while this window's count stays within `limit - previous × weight` (the
 * sliding estimate, `decide` in services/rate-limit.ts). The upsert's condition is checked on the
 * locked row, so parallel hits never count past it; a refused hit changes nothing.
 */
export async function countHit(
  db: Database,
  key: string,
  window: { start: Date; previousStart: Date; limit: number; previousWeight: number },
): Promise<CountedHit> {
  const t = rateLimitCounters;
  const result = await db.execute(sql`
    with room as (
      select n, floor(${window.limit}::float8 - n * ${window.previousWeight}::float8)::int as r
        from (select coalesce((select count from ${t}
                                where key = ${key} and window_start = ${window.previousStart.toISOString()}), 0) as n) p),
    hit as (
      insert into ${t} (key, window_start, count)
      select ${key}, ${window.start.toISOString()}, 1 from room where r >= 1
      on conflict (key, window_start) do update set count = ${t}.count + 1
       where ${t}.count < (select r from room)
      returning count)
    select (select n from room) as previous, (select r from room) as room,
           (select count from hit) as counted,
           coalesce((select count from ${t} where key = ${key} and window_start = ${window.start.toISOString()}), 0) as before`);
  const row = rowsOf<{ previous: number; room: number; counted: number | null; before: number }>(result)[0];
  const counted = row?.counted != null;
  const before = counted ? Number(row.counted) - 1 : Math.max(Number(row?.before ?? 0), Number(row?.room ?? 0));
  return { previous: Number(row?.previous ?? 0), before, counted };
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
