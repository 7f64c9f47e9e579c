import { and, count, countDistinct, eq, gte, sql } from "drizzle-orm";
import { aiUsage, loginAttempts, securityEvents, securityMetrics, session, user } from "../../../drizzle/schema";
import type { Database } from "../client";

export async function failedSignInsSince(db: Database, since: Date): Promise<number> {
  const rows = await db
    .select({ n: count() })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.success, false), gte(loginAttempts.createdAt, since)));
  return rows[0]?.n ?? 0;
}

/** The most failures any one account had since `since`. */
export async function maxFailuresPerAccountSince(db: Database, since: Date): Promise<number> {
  const rows = await db
    .select({ n: count() })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.success, false), gte(loginAttempts.createdAt, since)))
    .groupBy(loginAttempts.email)
    .orderBy(sql`count(*) desc`)
    .limit(1);
  return rows[0]?.n ?? 0;
}

/** Accounts and IPs over their failure limits in the window (i.e. currently refused). */
export async function countEventsSince(db: Database, kind: string, since: Date): Promise<number> {
  const rows = await db
    .select({ n: count() })
    .from(securityEvents)
    .where(and(eq(securityEvents.kind, kind), gte(securityEvents.createdAt, since)));
  return rows[0]?.n ?? 0;
}

export async function orphanSessions(db: Database): Promise<number> {
  const rows = await db
    .select({ n: countDistinct(session.id) })
    .from(session)
    .leftJoin(user, eq(session.userId, user.id))
    .where(and(sql`${user.id} is null`, gte(session.expiresAt, new Date())));
  return rows[0]?.n ?? 0;
}

export async function aiUsageOn(db: Database, day: string) {
  const rows = await db.select().from(aiUsage).where(eq(aiUsage.day, day));
  return rows[0] ?? { day, generations: 0, costMicroUsd: 0 };
}

export type MetricRow = typeof securityMetrics.$inferSelect;

export async function saveMetrics(db: Database, rows: MetricRow[]): Promise<void> {
  for (const row of rows) {
    await db
      .insert(securityMetrics)
      .values(row)
      .onConflictDoUpdate({
        target: securityMetrics.metricName,
        set: {
          metricValue: row.metricValue,
          metricDetail: row.metricDetail,
          metricStatus: row.metricStatus,
          updatedAt: row.updatedAt,
        },
      });
  }
}

export async function readMetrics(db: Database): Promise<MetricRow[]> {
  return db
    .select()
    .from(securityMetrics)
    .orderBy(sql`${securityMetrics.updatedAt} desc, ${securityMetrics.metricName}`);
}
