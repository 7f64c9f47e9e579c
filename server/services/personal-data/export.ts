import type { Database } from "../../db/client";
import { type ZipEntry, zipStream } from "../../lib/zip-stream";
import type { FileStorage } from "../../storage";
import { analyticsLinkOf } from "./analytics-link";
import { collectPersonalData, normaliseAddress, storedFilesOf } from "./collect";

interface ExportDeps {
  db: Database;
  storage: FileStorage;
  /** The company's own address (config mail.to): its mails are searched for the person's address. */
  companyTo: string;
}

/** Where a stored file goes in the zip: its key is unique and made of safe characters already. */
export const zipPathOf = (key: string) => `files/${key}`;
export const DATA_FILE = "personal-data.json";

/**
 * Everything stored about `email` as a zip: `personal-data.json` (every row of every table that
 * holds the address, the user account without secrets) and the stored files under `files/<key>`,
 * byte for byte. The files stream through one at a time; the JSON is written last, so it can say
 * which files the storage no longer had.
 */
export async function exportPersonalData(deps: ExportDeps, email: string, now = new Date()) {
  const address = normaliseAddress(email);
  const data = await collectPersonalData(deps.db, address, deps.companyTo);
  const analytics = analyticsLinkOf(data);
  const keys = storedFilesOf(data);
  const included: string[] = [];
  const missing: string[] = [];

  function* entries(): Generator<ZipEntry> {
    for (const key of keys) {
      yield {
        name: zipPathOf(key),
        data: async () => {
          const object = await deps.storage.get(key);
          (object ? included : missing).push(key);
          return object?.body ?? null;
        },
      };
    }
    const document = {
      format: "merchovna-personal-data/1",
      email: address,
      exportedAt: now.toISOString(),
      formSubmissions: data.submissions,
      uploads: data.uploads,
      designInquiries: data.inquiries,
      generatedDesigns: data.designs,
      waitlistEntries: data.waitlist,
      leads: data.leads,
      leadEvents: data.leadEvents,
      mails: data.mails,
      loginAttempts: data.loginAttempts,
      loginLimits: data.loginLimits,
      rateLimitCounters: data.rateCounters,
      securityEvents: data.securityEvents,
      adminInvitations: data.invitations,
      account: data.account,
      analytics,
      files: included.map((key) => ({ key, path: zipPathOf(key) })),
      filesMissingFromStorage: missing,
    };
    yield { name: DATA_FILE, data: new TextEncoder().encode(JSON.stringify(document, null, 2)) };
  }

  return {
    fileName: `personal-data-${now.toISOString().slice(0, 10)}.zip`,
    body: zipStream(entries()),
  };
}
