import { and, asc, eq, sql } from "drizzle-orm";
import { mailOutbox } from "../../../drizzle/schema";
import { type Database, rowsOf } from "../client";

export type NewMail = Pick<
  typeof mailOutbox.$inferInsert,
  "id" | "to" | "subject" | "html" | "text" | "attachments" | "headers"
>;
export type QueuedMail = typeof mailOutbox.$inferSelect;

/**
 * Recipient and subject become mail header lines and often carry visitor text (a name in the
 * subject): line breaks and other control characters are replaced here, once, for every mail, so
 * that no visitor text can end a header and start another (Bcc:, ...), whatever the transport does.
 */
const headerLine = (value: string) => value.replace(/[\p{Cc}\u2028\u2029]+/gu, " ");

export async function enqueueMails(db: Database, mails: NewMail[]): Promise<void> {
  if (!mails.length) return;
  await db
    .insert(mailOutbox)
    .values(mails.map((m) => ({ ...m, to: headerLine(m.to), subject: headerLine(m.subject) })));
}

/**
 * Claims up to `limit` due mails for `lockMs`. SKIP LOCKED lets several workers (instances) claim
 * different rows at the same time, so each mail is sent by one of them.
 */
export async function claimDueMails(db: Database, limit: number, lockMs: number): Promise<QueuedMail[]> {
  const result = await db.execute(sql`
    update ${mailOutbox}
       set locked_until = now() + (${lockMs} * interval '1 millisecond'),
           attempts = attempts + 1
     where id in (
       select id from ${mailOutbox}
        where status = 'pending'
          and next_attempt_at <= now()
          and (locked_until is null or locked_until < now())
        order by created_at
        limit ${limit}
        for update skip locked)
    returning id`);
  const ids = rowsOf<{ id: string }>(result);
  if (!ids.length) return [];
  return db.query.mailOutbox.findMany({
    where: (m, { inArray }) =>
      inArray(
        m.id,
        ids.map((r) => r.id),
      ),
    orderBy: [asc(mailOutbox.createdAt)],
  });
}

export async function markSent(db: Database, id: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: "sent", sentAt: new Date(), lockedUntil: null, lastError: null })
    .where(eq(mailOutbox.id, id));
}

export async function markFailed(db: Database, id: string, error: string, retryAt: Date): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ lockedUntil: null, lastError: error.slice(0, 500), nextAttemptAt: retryAt })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, "pending")));
}

export async function oldestPendingMail(db: Database): Promise<Date | null> {
  const rows = await db
    .select({ createdAt: mailOutbox.createdAt })
    .from(mailOutbox)
    .where(eq(mailOutbox.status, "pending"))
    .orderBy(asc(mailOutbox.createdAt))
    .limit(1);
  return rows[0]?.createdAt ?? null;
}

/**
 * The waitlist's mails to `address` (the ones with an unsubscribe link), sent or not: unsubscribing
 * deletes the address "straight away" (the privacy page), its copies in the outbox included, and a
 * welcome still queued is not sent.
 */
export async function deleteWaitlistMailsTo(db: Database, address: string): Promise<number> {
  const rows = await db
    .delete(mailOutbox)
    .where(and(sql`lower(${mailOutbox.to}) = ${address}`, sql`${mailOutbox.headers}->>'unsubscribeUrl' is not null`))
    .returning({ id: mailOutbox.id });
  return rows.length;
}
