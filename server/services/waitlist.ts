import type { Locale } from "../../shared/i18n/locales";
import { addToWaitlist, removeFromWaitlist } from "../db/queries/contact";
import { deleteWaitlistMailsTo, enqueueMails } from "../db/queries/outbox";
import { waitlistWelcomeMail } from "../mail/templates/waitlist-welcome";
import type { Runtime } from "../runtime";
import { normaliseEmail, unsubscribeUrl, verifyUnsubscribeToken } from "./unsubscribe-token";

export { normaliseEmail };

/**
 * Adds the address and, only when it is new, queues the welcome mail in the same transaction:
 * an entry never exists without its mail, and joining twice mails nobody (so the form cannot be
 * used to flood an inbox that is already on the list).
 */
export async function joinWaitlist(
  rt: Runtime,
  email: string,
  locale: Locale,
  analyticsSession?: string,
): Promise<{ joined: true }> {
  const address = normaliseEmail(email);
  const mail = await waitlistWelcomeMail(address, locale, {
    unsubscribe: unsubscribeUrl(rt.origin, rt.unsubscribeKey, address),
    site: rt.origin,
  });
  const added = await rt.database.db.transaction(async (tx) => {
    // The visit of the first join is kept; joining again changes nothing (and says nothing).
    const isNew = await addToWaitlist(tx, address, locale, analyticsSession ?? null);
    if (isNew) await enqueueMails(tx, [mail]);
    return isNew;
  });
  if (added) rt.outbox.kick();
  // Joining twice is not an error, and does not tell anyone whether an address was already there.
  return { joined: true };
}

export type LeaveResult = "left" | "bad-token";

/**
 * Removes a validly signed address, and the waitlist's mails to it in the outbox, in one
 * transaction. An address that is not (or no longer) on the list answers the same "left", so the
 * link does not tell whether an address was there.
 */
export async function leaveWaitlist(rt: Runtime, email: string, token: string): Promise<LeaveResult> {
  const address = normaliseEmail(email);
  if (!verifyUnsubscribeToken(rt.unsubscribeKey, address, token)) return "bad-token";
  await rt.database.db.transaction(async (tx) => {
    await removeFromWaitlist(tx, address);
    await deleteWaitlistMailsTo(tx, address);
  });
  return "left";
}
