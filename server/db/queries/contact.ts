import { eq } from "drizzle-orm";
import { formSubmissions, waitlistEntries } from "../../../drizzle/schema";
import type { Database } from "../client";

export type NewSubmission = typeof formSubmissions.$inferInsert;

export async function insertSubmission(db: Database, row: NewSubmission) {
  const rows = await db.insert(formSubmissions).values(row).returning();
  return rows[0]!;
}

/** Adds the e-mail to the waitlist; true when it was new. Joining twice adds nothing. */
export async function addToWaitlist(
  db: Database,
  email: string,
  locale: string,
  analyticsSession: string | null = null,
): Promise<boolean> {
  const rows = await db
    .insert(waitlistEntries)
    .values({ email, locale, analyticsSession })
    .onConflictDoNothing({ target: waitlistEntries.email })
    .returning({ id: waitlistEntries.id });
  return rows.length > 0;
}

/** Removes the (normalised) e-mail from the waitlist; true when it was there. */
export async function removeFromWaitlist(db: Database, email: string): Promise<boolean> {
  const rows = await db
    .delete(waitlistEntries)
    .where(eq(waitlistEntries.email, email))
    .returning({ id: waitlistEntries.id });
  return rows.length > 0;
}
