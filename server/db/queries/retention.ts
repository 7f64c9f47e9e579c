import { type AnyColumn, and, inArray, isNotNull, lt, not, sql } from "drizzle-orm";
import { designInquiries, formSubmissions, leadEvents, leads, mailOutbox } from "../../../drizzle/schema";
import type { Database } from "../client";

/**
 * The retention job's batches. Each claims its rows FOR UPDATE SKIP LOCKED, so instances running
 * the job at the same time take different rows and never wait on each other.
 */

/** Leads closed (won, lost, spam) before `before`. No index on closed_at: an hourly scan of the inbox is cheap. */
export const claimClosedLeads = (db: Database, before: Date, limit: number) =>
  db
    .select({ id: leads.id })
    .from(leads)
    .where(lt(leads.closedAt, before))
    .orderBy(leads.closedAt)
    .limit(limit)
    .for("update", { skipLocked: true });

export const sourceSubmissions = (db: Database, ids: string[]) =>
  ids.length ? db.select().from(formSubmissions).where(inArray(formSubmissions.id, ids)) : Promise.resolve([]);

export const sourceInquiries = (db: Database, ids: string[]) =>
  ids.length ? db.select().from(designInquiries).where(inArray(designInquiries.id, ids)) : Promise.resolve([]);

/**
 * A source row whose lead was closed before `before` belongs to claimClosedLeads' batches, which
 * delete it whole. Leaving those rows out here keeps the two kinds of batch on disjoint rows, so
 * two instances running different steps never wait on each other's locks (that deadlocked).
 */
const closedLeadOf = (id: AnyColumn, before: Date) =>
  sql`exists (select 1 from ${leads} where ${leads.id} = ${id} and ${leads.closedAt} < ${before.toISOString()}::timestamptz)`;

/** Submissions from before `before` that still list attachments (and whose lead is not up for deletion). */
export const claimOldAttachments = (db: Database, before: Date, limit: number) =>
  db
    .select({ id: formSubmissions.id, attachments: formSubmissions.attachments })
    .from(formSubmissions)
    .where(
      and(
        lt(formSubmissions.createdAt, before),
        isNotNull(formSubmissions.attachments),
        not(closedLeadOf(formSubmissions.id, before)),
      ),
    )
    .limit(limit)
    .for("update", { skipLocked: true });

/** Design inquiries from before `before` that still carry the visitor's logo (and whose lead is not up for deletion). */
export const claimOldLogos = (db: Database, before: Date, limit: number) =>
  db
    .select({ id: designInquiries.id, logoKey: designInquiries.logoKey })
    .from(designInquiries)
    .where(
      and(
        lt(designInquiries.createdAt, before),
        isNotNull(designInquiries.logoKey),
        not(closedLeadOf(designInquiries.id, before)),
      ),
    )
    .limit(limit)
    .for("update", { skipLocked: true });

/**
 * Mails sent (or given up) before `before`: the copies of what went to visitors and to the company
 * (an enquiry's text, a visitor's address), which would otherwise outlive the enquiry they were
 * about. A reply of a lead's timeline is left to its lead (deleted with it). Pending mails are never
 * taken: nothing acknowledged is lost.
 */
export const claimOldMails = (db: Database, before: Date, limit: number) =>
  db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        inArray(mailOutbox.status, ["sent", "failed"]),
        lt(mailOutbox.createdAt, before),
        sql`not exists (select 1 from ${leadEvents} where ${leadEvents.mailId} = ${mailOutbox.id})`,
      ),
    )
    .limit(limit)
    .for("update", { skipLocked: true });

export async function clearAttachmentLists(db: Database, ids: string[]): Promise<void> {
  if (ids.length) await db.update(formSubmissions).set({ attachments: null }).where(inArray(formSubmissions.id, ids));
}

export async function clearLogos(db: Database, ids: string[]): Promise<void> {
  if (ids.length) await db.update(designInquiries).set({ logoKey: null }).where(inArray(designInquiries.id, ids));
}
