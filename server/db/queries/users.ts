import { count, eq, sql } from "drizzle-orm";
import { securityEvents, user } from "../../../drizzle/schema";
import type { Database } from "../client";

export async function countAdmins(db: Database): Promise<number> {
  const rows = await db.select({ n: count() }).from(user).where(eq(user.isAdmin, true));
  return rows[0]?.n ?? 0;
}

export async function findUserByEmail(db: Database, email: string) {
  const rows = await db.select().from(user).where(eq(user.email, email.trim().toLowerCase()));
  return rows[0] ?? null;
}

export async function setAdmin(db: Database, userId: string): Promise<void> {
  await db.update(user).set({ isAdmin: true, updatedAt: new Date() }).where(eq(user.id, userId));
}

/** Serialises first-admin claims: held until the surrounding transaction ends. */
export async function lockAdminClaims(db: Database): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(727002)`);
}

export async function recordSecurityEvent(
  db: Database,
  kind: string,
  detail: Record<string, unknown>,
  ip?: string,
): Promise<void> {
  await db.insert(securityEvents).values({ kind, detail, ip });
}
