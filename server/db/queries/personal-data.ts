import { type AnyColumn, and, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import {
  account,
  adminInvitations,
  apiKey,
  designInquiries,
  formSubmissions,
  generatedDesigns,
  leadEvents,
  leads,
  loginAttempts,
  loginLimits,
  mailOutbox,
  rateLimitCounters,
  securityEvents,
  session,
  uploads,
  user,
  waitlistEntries,
} from "../../../drizzle/schema";
import type { Database } from "../client";
import { leadColumns } from "./leads";

/**
 * Everything stored about one e-mail address, found by index: `address` is lower-cased by the
 * caller and every lookup compares `lower(column)` (indexes of migrations 0012 and 0013), except
 * the sign-in tables, which store the address lower-cased already.
 */

const none = sql`false`;
/** `column in (values)`, or false for no values (an empty IN list is not valid SQL). */
export const anyOf = <T>(column: Parameters<typeof inArray>[0], values: T[]): SQL =>
  values.length ? inArray(column, values as unknown[]) : none;

export const submissionsOf = (db: Database, address: string) =>
  db.select().from(formSubmissions).where(sql`lower(${formSubmissions.email}) = ${address}`);

export const inquiriesOf = (db: Database, address: string) =>
  db.select().from(designInquiries).where(sql`lower(${designInquiries.email}) = ${address}`);

/** Upload rows of those submissions and inquiries, or named by their keys (attachments, logos). */
export const uploadsOf = (db: Database, ids: { submissions: string[]; inquiries: string[]; keys: string[] }) =>
  db
    .select()
    .from(uploads)
    .where(
      or(
        anyOf(uploads.submissionId, ids.submissions),
        anyOf(uploads.designInquiryId, ids.inquiries),
        anyOf(uploads.key, ids.keys),
      ),
    );

/** The generated designs those inquiries sent (by id, or by image key for inquiries older than design_id). */
export const designsOf = (db: Database, ids: { designIds: string[]; imageKeys: string[] }) =>
  db
    .select()
    .from(generatedDesigns)
    .where(or(anyOf(generatedDesigns.id, ids.designIds), anyOf(generatedDesigns.imageKey, ids.imageKeys)));

export const waitlistOf = (db: Database, address: string) =>
  db.select().from(waitlistEntries).where(sql`lower(${waitlistEntries.email}) = ${address}`);

/** The person's leads: by address, and by the ids of their source rows (a lead shares its source's id). */
export const leadsOf = (db: Database, address: string, sourceIds: string[]) =>
  db
    .select(leadColumns)
    .from(leads)
    .where(or(sql`lower(${leads.email}) = ${address}`, anyOf(leads.id, sourceIds)));

export const leadEventsOf = (db: Database, leadIds: string[]) =>
  db.select().from(leadEvents).where(anyOf(leadEvents.leadId, leadIds)).orderBy(leadEvents.id);

/**
 * What migration 0013's mail_addresses() takes for an address: an address of this shape is found
 * through the index; any other (non-ASCII, say) by reading the company's mails.
 */
const INDEXED_ADDRESS = /^[a-z0-9._%+'_-]+@[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}$/;

/**
 * Mails to the address, the inbox's replies to their leads, and the company's own mails that name
 * the address (the notification of each lead carries the visitor's name, address and message).
 *
 * Only mails addressed to the company (`companyTo`, config mail.to) are searched for the address:
 * the company is the one recipient of mails about a visitor, every other mail goes to its own
 * subject (found above by `to`), and a mail to someone else that merely names the address (an
 * admin's invitation naming who invited them) is that person's mail, not the visitor's.
 *
 * The search itself goes through the GIN index on mail_addresses(subject, html, text, headers)
 * (every address a mail names, lower-cased, as a whole: a@b.cz does not match a@b.cz.example.org).
 * Reading the bodies instead took 5.7 s among 100,000 leads on PGlite.
 */
export function mailsAbout(address: string, companyTo: string, replyMailIds: string[]): SQL {
  const names = INDEXED_ADDRESS.test(address)
    ? sql`mail_addresses(${mailOutbox.subject}, ${mailOutbox.html}, ${mailOutbox.text}, ${mailOutbox.headers}) @> array[${address}]::text[]`
    : scanFor(address);
  return or(
    sql`lower(${mailOutbox.to}) = ${address}`,
    anyOf(mailOutbox.id, replyMailIds),
    and(sql`lower(${mailOutbox.to}) = ${companyTo.trim().toLowerCase()}`, names),
  ) as SQL;
}

/**
 * The fallback for an address the index does not hold: read the company's mails (slow, rare). The
 * HTML part is left out here: it is rendered from the same content as the plain text.
 */
function scanFor(address: string): SQL {
  const whole = addressPattern(address);
  const names = (column: SQL | AnyColumn) =>
    sql`(strpos(lower(${column}), ${address}) > 0 and lower(${column}) ~ ${whole})`;
  return or(
    names(mailOutbox.subject),
    names(mailOutbox.text),
    names(sql`coalesce(${mailOutbox.headers}::text, '')`),
  ) as SQL;
}

/**
 * A regular expression matching the (lower-case) address as a whole: not preceded by a character
 * of a local part, not followed by one of a domain (a full stop that ends a sentence is fine).
 */
export function addressPattern(address: string): string {
  const escaped = address.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return `(^|[^a-z0-9._%+'_-])${escaped}($|[^a-z0-9._-]|\\.($|[^a-z0-9_-]))`;
}

export const mailsOf = (db: Database, where: SQL) =>
  db
    .select({
      id: mailOutbox.id,
      to: mailOutbox.to,
      subject: mailOutbox.subject,
      text: mailOutbox.text,
      html: mailOutbox.html,
      attachments: mailOutbox.attachments,
      headers: mailOutbox.headers,
      status: mailOutbox.status,
      createdAt: mailOutbox.createdAt,
      sentAt: mailOutbox.sentAt,
    })
    .from(mailOutbox)
    .where(where)
    .orderBy(mailOutbox.createdAt);

export const loginAttemptsOf = (db: Database, address: string) =>
  db.select().from(loginAttempts).where(eq(loginAttempts.email, address)).orderBy(loginAttempts.id);

export const loginLimitsOf = (db: Database, address: string) =>
  db.select().from(loginLimits).where(eq(loginLimits.email, address));

/** Per-address rate-limit counters: their keys are `<rule>:<address>` (services/rate-limit.ts). */
export const rateCountersOf = (db: Database, keys: string[]) =>
  db.select().from(rateLimitCounters).where(anyOf(rateLimitCounters.key, keys));

/** `bun run auth:unlock` logs the unlocked address (the only security event that names one). */
export const unlockEventsOf = (address: string) =>
  and(eq(securityEvents.kind, "sign_in_lock_lifted"), sql`lower(${securityEvents.detail}->>'email') = ${address}`);

export const securityEventsOf = (db: Database, address: string) =>
  db.select().from(securityEvents).where(unlockEventsOf(address));

export const invitationsOf = (db: Database, address: string) =>
  db
    .select({
      id: adminInvitations.id,
      email: adminInvitations.email,
      createdAt: adminInvitations.createdAt,
      expiresAt: adminInvitations.expiresAt,
      acceptedAt: adminInvitations.acceptedAt,
      revokedAt: adminInvitations.revokedAt,
    })
    .from(adminInvitations)
    .where(sql`lower(${adminInvitations.email}) = ${address}`);

/** A user account with that address, without password hashes, tokens or key hashes. */
export async function accountOf(db: Database, address: string) {
  const [found] = await db
    .select({
      id: user.id,
      name: user.name,
      email: user.email,
      emailVerified: user.emailVerified,
      isAdmin: user.isAdmin,
      createdAt: user.createdAt,
      updatedAt: user.updatedAt,
    })
    .from(user)
    .where(sql`lower(${user.email}) = ${address}`);
  if (!found) return null;
  const [sessions, logins, keys] = await Promise.all([
    db
      .select({
        createdAt: session.createdAt,
        expiresAt: session.expiresAt,
        ipAddress: session.ipAddress,
        userAgent: session.userAgent,
      })
      .from(session)
      .where(eq(session.userId, found.id)),
    db
      .select({ providerId: account.providerId, createdAt: account.createdAt, updatedAt: account.updatedAt })
      .from(account)
      .where(eq(account.userId, found.id)),
    db
      .select({
        name: apiKey.name,
        scopes: apiKey.scopes,
        createdAt: apiKey.createdAt,
        lastUsedAt: apiKey.lastUsedAt,
        expiresAt: apiKey.expiresAt,
        revokedAt: apiKey.revokedAt,
      })
      .from(apiKey)
      .where(eq(apiKey.userId, found.id)),
  ]);
  return { user: found, sessions, signInMethods: logins, apiKeys: keys };
}
