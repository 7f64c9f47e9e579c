import { and, eq, inArray, lt, sql } from "drizzle-orm";
import { loginLimits } from "../../../drizzle/schema";
import type { Database } from "../client";

export type LimitKind = (typeof loginLimits.$inferSelect)["kind"];

export interface Counter {
  key: string;
  kind: LimitKind;
  email: string | null;
}

type Executor = Pick<Database, "insert" | "select" | "update" | "delete">;

const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/**
 * Takes one slot of `counter` in one statement: a new row, a fresh window when the old one has
 * passed, or one more while the count is under `limit`. Answers the window's start when a slot was
 * taken, null when the counter is full. A full counter is left exactly as it was (the conditional
 * DO UPDATE updates nothing), so refused attempts can never move its window.
 */
export async function takeSlot(
  db: Executor,
  counter: Counter,
  limit: number,
  windowMs: number,
  now: Date,
): Promise<Date | null> {
  const expired = sql`${loginLimits.windowStart} <= ${at(new Date(now.getTime() - windowMs))}`;
  const rows = await db
    .insert(loginLimits)
    .values({ ...counter, windowStart: now, count: 1 })
    .onConflictDoUpdate({
      target: loginLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${loginLimits.count} + 1 end`,
        windowStart: sql`case when ${expired} then ${at(now)} else ${loginLimits.windowStart} end`,
      },
      setWhere: sql`${expired} or ${loginLimits.count} < ${limit}`,
    })
    .returning({ windowStart: loginLimits.windowStart });
  return rows[0]?.windowStart ?? null;
}

/** Gives back one slot taken in the window that started at `windowStart` (a later window is left alone). */
export async function giveBackSlot(db: Executor, key: string, windowStart: Date): Promise<void> {
  await db
    .update(loginLimits)
    .set({ count: sql`greatest(${loginLimits.count} - 1, 0)` })
    .where(and(eq(loginLimits.key, key), eq(loginLimits.windowStart, windowStart)));
}

export async function readCounters(
  db: Executor,
  keys: string[],
): Promise<{ key: string; kind: LimitKind; windowStart: Date; count: number }[]> {
  if (keys.length === 0) return [];
  return db
    .select({
      key: loginLimits.key,
      kind: loginLimits.kind,
      windowStart: loginLimits.windowStart,
      count: loginLimits.count,
    })
    .from(loginLimits)
    .where(inArray(loginLimits.key, keys));
}

/** Every counter of one account: its pairs with IPs, its ceiling and its known devices. */
export async function deleteCountersOfAccount(db: Executor, email: string): Promise<number> {
  const rows = await db.delete(loginLimits).where(eq(loginLimits.email, email)).returning({ key: loginLimits.key });
  return rows.length;
}

/** Housekeeping: counters whose window ended before `before`. */
export async function deleteLoginCountersBefore(db: Executor, before: Date): Promise<void> {
  await db.delete(loginLimits).where(lt(loginLimits.windowStart, before));
}

/** Distinct accounts and IPs that are refused right now (security dashboard). */
export async function lockedCounts(
  db: Executor,
  since: Date,
  limits: Record<LimitKind, number>,
): Promise<{ accounts: number; ips: number }> {
  const full = sql`(${loginLimits.kind} = 'pair' and ${loginLimits.count} >= ${limits.pair})
    or (${loginLimits.kind} = 'account' and ${loginLimits.count} >= ${limits.account})
    or (${loginLimits.kind} = 'ip' and ${loginLimits.count} >= ${limits.ip})`;
  const rows = await db
    .select({
      accounts: sql<number>`count(distinct ${loginLimits.email}) filter (where ${loginLimits.kind} <> 'ip')`.mapWith(
        Number,
      ),
      ips: sql<number>`count(*) filter (where ${loginLimits.kind} = 'ip')`.mapWith(Number),
    })
    .from(loginLimits)
    .where(and(sql`${loginLimits.windowStart} > ${at(since)}`, sql`(${full})`));
  return rows[0] ?? { accounts: 0, ips: 0 };
}
