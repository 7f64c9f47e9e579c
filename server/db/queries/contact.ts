import { inArray } from "drizzle-orm";
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

/** Adds the e-mail to the waitlist; true when it was new. Joining twice adds nothing. */
export async function addToWaitlist(db: Database, email: string, locale: string): Promise<boolean> {
  const rows = await db
    .insert(waitlistEntries)
    .values({ email, locale })
    .onConflictDoNothing({ target: waitlistEntries.email })
    .returning({ id: waitlistEntries.id });
  return rows.length > 0;
}
