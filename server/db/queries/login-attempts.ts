import { and, count, eq, gte } from "drizzle-orm";
import { loginAttempts } from "../../../drizzle/schema";
import type { Database } from "../client";

export async function recordLoginAttempt(
  db: Database,
  attempt: { ip: string; email: string; success: boolean; userAgent: string },
): Promise<void> {
  await db.insert(loginAttempts).values({ ...attempt, userAgent: attempt.userAgent.slice(0, 512) });
}

export async function countFailures(db: Database, by: { email?: string; ip?: string }, since: Date): Promise<number> {
  const where = and(
    eq(loginAttempts.success, false),
    gte(loginAttempts.createdAt, since),
    by.email !== undefined ? eq(loginAttempts.email, by.email) : undefined,
    by.ip !== undefined ? eq(loginAttempts.ip, by.ip) : undefined,
  );
  const rows = await db.select({ n: count() }).from(loginAttempts).where(where);
  return rows[0]?.n ?? 0;
}
