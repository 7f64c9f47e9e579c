/**
 * What an erasure counts (server/services/personal-data/erase.ts), in the order the admin panel
 * lists them. The `erasures` log stores these counts and nothing else about the person.
 */
export const ERASURE_KINDS = [
  "formSubmissions",
  "designInquiries",
  "generatedDesigns",
  "uploads",
  "leads",
  "leadEvents",
  "waitlistEntries",
  "mails",
  "loginAttempts",
  "loginLimits",
  "rateLimitCounters",
  "securityEventsRedacted",
  "adminInvitations",
  "files",
] as const;
export type ErasureKind = (typeof ERASURE_KINDS)[number];
export type ErasureCounts = Record<ErasureKind, number>;
