import { desc, inArray, sql } from "drizzle-orm";
import { formSubmissions, uploads, waitlistEntries } from "../../../drizzle/schema";
import type { Database } from "../client";

export type NewSubmission = typeof formSubmissions.$inferInsert;

export async function insertSubmission(db: Database, row: NewSubmission) {
  const rows = await db.insert(formSubmissions).values(row).returning();
  return rows[0]!;
}

export async function attachUploads(db: Database, submissionId: string, keys: string[]): Promise<void> {
  if (keys.length) await db.update(uploads).set({ submissionId }).where(inArray(uploads.key, keys));
}

export async function listSubmissions(db: Database, limit = 50) {
  return db.select().from(formSubmissions).orderBy(desc(formSubmissions.createdAt)).limit(limit);
}

/** Adds the e-mail to the waitlist; true when it was new. Joining twice adds nothing. */
export async function addToWaitlist(db: Database, email: string, locale: string): Promise<boolean> {
  const rows = await db
    .insert(waitlistEntries)
    .values({ email, locale })
    .onConflictDoNothing({ target: waitlistEntries.email })
    .returning({ id: waitlistEntries.id });
  return rows.length > 0;
}

export async function countWaitlist(db: Database): Promise<number> {
  const rows = await db.select({ n: sql<number>`count(*)::int` }).from(waitlistEntries);
  return rows[0]?.n ?? 0;
}
