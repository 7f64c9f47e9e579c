import type { Database } from "../../db/client";
import {
  accountOf,
  designsOf,
  inquiriesOf,
  invitationsOf,
  leadEventsOf,
  leadsOf,
  loginAttemptsOf,
  loginLimitsOf,
  mailsAbout,
  mailsOf,
  rateCountersOf,
  securityEventsOf,
  submissionsOf,
  uploadsOf,
  waitlistOf,
} from "../../db/queries/personal-data";
import { rateRules } from "../rate-limit";

/** Addresses compare case-insensitively everywhere (the stored ones keep what the visitor typed). */
export const normaliseAddress = (email: string) => email.trim().toLowerCase();

/** The per-address rate-limit counters' keys (services/rate-limit.ts `addressKey`). */
export const addressCounterKeys = (address: string) =>
  [rateRules.contactAddress, rateRules.inquiryAddress, rateRules.authMailAddress].map((r) => `${r.name}:${address}`);

/**
 * Every row about one address, from every table that holds one: the export's content and the
 * erasure's list. `companyTo` is the company's own address (config mail.to), whose mails are the
 * only ones searched for the address in their text (see mailsAbout).
 */
export async function collectPersonalData(db: Database, address: string, companyTo: string) {
  const [submissions, inquiries, waitlist, loginAttempts, loginLimits, securityEvents, invitations, account] =
    await Promise.all([
      submissionsOf(db, address),
      inquiriesOf(db, address),
      waitlistOf(db, address),
      loginAttemptsOf(db, address),
      loginLimitsOf(db, address),
      securityEventsOf(db, address),
      invitationsOf(db, address),
      accountOf(db, address),
    ]);
  const submissionIds = submissions.map((s) => s.id);
  const inquiryIds = inquiries.map((i) => i.id);
  const attachmentKeys = submissions.flatMap((s) => s.attachments ?? []);
  const logoKeys = inquiries.flatMap((i) => (i.logoKey ? [i.logoKey] : []));
  const [uploads, designs, leads, rateCounters] = await Promise.all([
    uploadsOf(db, { submissions: submissionIds, inquiries: inquiryIds, keys: [...attachmentKeys, ...logoKeys] }),
    designsOf(db, {
      designIds: inquiries.flatMap((i) => (i.designId ? [i.designId] : [])),
      imageKeys: inquiries.map((i) => i.imageKey),
    }),
    leadsOf(db, address, [...submissionIds, ...inquiryIds]),
    rateCountersOf(db, addressCounterKeys(address)),
  ]);
  const leadEvents = await leadEventsOf(
    db,
    leads.map((l) => l.id),
  );
  const replyMailIds = leadEvents.flatMap((e) => (e.mailId ? [e.mailId] : []));
  const mailFilter = mailsAbout(address, companyTo, replyMailIds);
  const mails = await mailsOf(db, mailFilter);
  return {
    submissions,
    uploads,
    inquiries,
    designs,
    waitlist,
    leads,
    leadEvents,
    mails,
    mailFilter,
    loginAttempts,
    loginLimits,
    rateCounters,
    securityEvents,
    invitations,
    account,
  };
}

export type PersonalData = Awaited<ReturnType<typeof collectPersonalData>>;

/** The stored files of a person's rows: attachments, logos, design images and print files. */
export function storedFilesOf(data: PersonalData): string[] {
  const keys = new Set<string>();
  for (const s of data.submissions) for (const key of s.attachments ?? []) keys.add(key);
  for (const u of data.uploads) keys.add(u.key);
  for (const i of data.inquiries) {
    keys.add(i.imageKey);
    if (i.printKey) keys.add(i.printKey);
    if (i.logoKey) keys.add(i.logoKey);
  }
  for (const d of data.designs) {
    keys.add(d.imageKey);
    if (d.printKey) keys.add(d.printKey);
  }
  return [...keys];
}
