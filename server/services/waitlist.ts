import type { Database } from "../db/client";
import { addToWaitlist } from "../db/queries/contact";

/** E-mails are stored trimmed and lower-cased, so "Ada@X.cz " and "ada@x.cz" are one entry. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function joinWaitlist(db: Database, email: string, locale: string): Promise<{ joined: true }> {
  await addToWaitlist(db, normaliseEmail(email), locale);
  // Joining twice is not an error, and does not tell anyone whether an address was already there.
  return { joined: true };
}
