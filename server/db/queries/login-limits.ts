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
 * Takes one slot of `counter` in one statement, as a sliding log: the attempts of the last
 * `windowMs` are kept in `times` (at most `limit`), and a new one is added while fewer than `limit`
 * are left, so no span of `windowMs` ever holds more than `limit` counted attempts — not even a burst
 * across the end of the window an earlier attempt opened. Answers the time the slot was taken at,
 * null when the counter is full. A full counter is left exactly as it was (the conditional DO UPDATE
 * updates nothing), so refused attempts can never move its window.
 */
export async function takeSlot(
  db: Executor,
  counter: Counter,
  limit: number,
  windowMs: number,
  now: Date,
): Promise<Date | null> {
  const cut = at(new Date(now.getTime() - windowMs));
  const kept = sql`array(select t from unnest(${loginLimits.times}) t where t > ${cut} order by t)`;
  const rows = await db
    .insert(loginLimits)
    .values({ ...counter, windowStart: now, count: 1, times: [now] })
    .onConflictDoUpdate({
      target: loginLimits.key,
      set: {
        times: sql`${kept} || ${at(now)}`,
        count: sql`cardinality(${kept}) + 1`,
        windowStart: sql`coalesce((${kept})[1], ${at(now)})`,
      },
      setWhere: sql`cardinality(${kept}) < ${limit}`,
    })
    .returning({ key: loginLimits.key });
  return rows.length ? now : null;
}

/** Gives back the slot taken at `takenAt` (one of them, if parallel attempts took the same instant). */
export async function giveBackSlot(db: Executor, key: string, takenAt: Date): Promise<void> {
  const i = sql`array_position(${loginLimits.times}, ${at(takenAt)})`;
  const rest = sql`${loginLimits.times}[:${i} - 1] || ${loginLimits.times}[${i} + 1:]`;
  await db
    .update(loginLimits)
    .set({
      times: rest,
      count: sql`cardinality(${rest})`,
      windowStart: sql`coalesce((${rest})[1], ${loginLimits.windowStart})`,
    })
    .where(and(eq(loginLimits.key, key), sql`${i} is not null`));
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

/**
 * Housekeeping: counters with no attempt since `before`. Every time in a row lies within a window of
 * its `window_start` (the oldest kept at its last write), so pass a moment two windows back.
 */
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
