import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import { adminInvitations, user } from "../../../drizzle/schema";
import type { Database } from "../client";

export async function insertInvitation(
  db: Database,
  row: { email: string; tokenHash: string; invitedBy: string; expiresAt: Date },
) {
  const [created] = await db.insert(adminInvitations).values(row).returning();
  return created!;
}

/** Invitations not yet accepted, revoked or expired, newest first, with the inviter's e-mail. */
export async function listOpenInvitations(db: Database, now = new Date()) {
  return db
    .select({
      id: adminInvitations.id,
      email: adminInvitations.email,
      invitedBy: user.email,
      createdAt: adminInvitations.createdAt,
      expiresAt: adminInvitations.expiresAt,
    })
    .from(adminInvitations)
    .leftJoin(user, eq(user.id, adminInvitations.invitedBy))
    .where(
      and(isNull(adminInvitations.acceptedAt), isNull(adminInvitations.revokedAt), gt(adminInvitations.expiresAt, now)),
    )
    .orderBy(desc(adminInvitations.createdAt))
    .limit(100);
}

export async function listAdmins(db: Database) {
  return db
    .select({ id: user.id, email: user.email, name: user.name })
    .from(user)
    .where(eq(user.isAdmin, true))
    .orderBy(user.email);
}

export async function revokeInvitation(db: Database, id: string): Promise<boolean> {
  const rows = await db
    .update(adminInvitations)
    .set({ revokedAt: new Date() })
    .where(and(eq(adminInvitations.id, id), isNull(adminInvitations.acceptedAt), isNull(adminInvitations.revokedAt)))
    .returning({ id: adminInvitations.id });
  return rows.length > 0;
}

/**
 * Takes the invitation for `email` in one statement (open, unexpired, same address ignoring case)
 * and makes the user admin in the same transaction: of any number of parallel accepts, one wins.
 */
export async function acceptInvitation(
  db: Database,
  tokenHash: string,
  account: { id: string; email: string },
  now = new Date(),
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const taken = await tx
      .update(adminInvitations)
      .set({ acceptedAt: now, acceptedBy: account.id })
      .where(
        and(
          eq(adminInvitations.tokenHash, tokenHash),
          isNull(adminInvitations.acceptedAt),
          isNull(adminInvitations.revokedAt),
          gt(adminInvitations.expiresAt, now),
          sql`lower(${adminInvitations.email}) = lower(${account.email})`,
        ),
      )
      .returning({ id: adminInvitations.id });
    if (!taken.length) return false;
    await tx.update(user).set({ isAdmin: true, updatedAt: now }).where(eq(user.id, account.id));
    return true;
  });
}
