import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import {
  adminInvitations,
  designInquiries,
  erasures,
  formSubmissions,
  generatedDesigns,
  leadEvents,
  leads,
  loginAttempts,
  loginLimits,
  mailOutbox,
  rateLimitCounters,
  securityEvents,
  uploads,
  waitlistEntries,
} from "../../../drizzle/schema";
import type { ErasureCounts } from "../../../shared/personal-data";
import type { Database } from "../client";
import { unlockEventsOf } from "./personal-data";

/** Deletions of personal data, called inside the erasure's or the retention job's transaction. */

const deleted = (rows: unknown[]) => rows.length;

export async function deleteSubmissions(db: Database, ids: string[]): Promise<number> {
  if (!ids.length) return 0;
  return deleted(
    await db.delete(formSubmissions).where(inArray(formSubmissions.id, ids)).returning({ id: formSubmissions.id }),
  );
}

export async function deleteInquiries(db: Database, ids: string[]): Promise<number> {
  if (!ids.length) return 0;
  return deleted(
    await db.delete(designInquiries).where(inArray(designInquiries.id, ids)).returning({ id: designInquiries.id }),
  );
}

export async function deleteUploadRows(db: Database, keys: string[]): Promise<number> {
  if (!keys.length) return 0;
  return deleted(await db.delete(uploads).where(inArray(uploads.key, keys)).returning({ key: uploads.key }));
}

export async function deleteDesigns(db: Database, ids: string[]): Promise<number> {
  if (!ids.length) return 0;
  return deleted(
    await db.delete(generatedDesigns).where(inArray(generatedDesigns.id, ids)).returning({ id: generatedDesigns.id }),
  );
}

/** Deletes the leads; their events go with them (on delete cascade). Answers both counts. */
export async function deleteLeads(db: Database, ids: string[]): Promise<{ leads: number; events: number }> {
  if (!ids.length) return { leads: 0, events: 0 };
  const [{ n } = { n: 0 }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(leadEvents)
    .where(inArray(leadEvents.leadId, ids));
  const gone = await db.delete(leads).where(inArray(leads.id, ids)).returning({ id: leads.id });
  return { leads: gone.length, events: n };
}

export async function deleteWaitlist(db: Database, address: string): Promise<number> {
  return deleted(
    await db
      .delete(waitlistEntries)
      .where(sql`lower(${waitlistEntries.email}) = ${address}`)
      .returning({ id: waitlistEntries.id }),
  );
}

/** Pending ones too: a mail about an erased person must not go out later. */
export async function deleteMailsById(db: Database, ids: string[]): Promise<number> {
  if (!ids.length) return 0;
  return deleted(await db.delete(mailOutbox).where(inArray(mailOutbox.id, ids)).returning({ id: mailOutbox.id }));
}

export async function deleteSignInTraces(db: Database, address: string, counterKeys: string[]) {
  const attempts = await db
    .delete(loginAttempts)
    .where(eq(loginAttempts.email, address))
    .returning({ id: loginAttempts.id });
  const limits = await db.delete(loginLimits).where(eq(loginLimits.email, address)).returning({ key: loginLimits.key });
  const counters = counterKeys.length
    ? await db
        .delete(rateLimitCounters)
        .where(inArray(rateLimitCounters.key, counterKeys))
        .returning({ key: rateLimitCounters.key })
    : [];
  return { loginAttempts: attempts.length, loginLimits: limits.length, rateLimitCounters: counters.length };
}

/** Keeps the security event (that a lock was lifted, when, by what) but drops the address from it. */
export async function redactUnlockEvents(db: Database, address: string): Promise<number> {
  return deleted(
    await db
      .update(securityEvents)
      .set({ detail: sql`${securityEvents.detail} - 'email'` })
      .where(unlockEventsOf(address))
      .returning({ id: securityEvents.id }),
  );
}

/** Invitations never accepted; an accepted one belongs to a staff account, which erasure keeps. */
export async function deleteOpenInvitations(db: Database, address: string): Promise<number> {
  return deleted(
    await db
      .delete(adminInvitations)
      .where(and(sql`lower(${adminInvitations.email}) = ${address}`, isNull(adminInvitations.acceptedAt)))
      .returning({ id: adminInvitations.id }),
  );
}

export async function recordErasure(db: Database, actorId: string | null, counts: ErasureCounts): Promise<void> {
  await db.insert(erasures).values({ actorId, counts });
}
