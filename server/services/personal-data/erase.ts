import type { ErasureCounts } from "../../../shared/personal-data";
import type { Database } from "../../db/client";
import { schedulePendingFileDeletions } from "../../db/queries/pending-file-deletions";
import {
  deleteDesigns,
  deleteInquiries,
  deleteLeads,
  deleteMailsById,
  deleteOpenInvitations,
  deleteSignInTraces,
  deleteSubmissions,
  deleteUploadRows,
  deleteWaitlist,
  recordErasure,
  redactUnlockEvents,
} from "../../db/queries/personal-data-delete";
import type { Logger } from "../../logger";
import type { FileStorage } from "../../storage";
import { eraseAnalyticsLink } from "./analytics-link";
import { addressCounterKeys, collectPersonalData, normaliseAddress, storedFilesOf } from "./collect";
import { deletePendingFiles } from "./files";

export interface ErasureResult {
  /** What the transaction removed, and after it: files the storage could not delete yet (retried hourly). */
  counts: ErasureCounts & { filesPending: number; analyticsLinks: number };
  /** A user account with the address is never erased here (it may be staff): it is reported instead. */
  account: { exists: boolean; isAdmin: boolean };
}

interface ErasureDeps {
  db: Database;
  storage: FileStorage;
  log: Logger;
  /** The company's own address (config mail.to): its mails are searched for the person's address. */
  companyTo: string;
}

/**
 * Erases everything stored about `email` (decision 0018): in one transaction the person's
 * submissions, design inquiries (with the generated designs they sent), leads with their
 * timelines, waitlist entry, upload rows, mails to them or naming them (pending ones too, so none
 * goes out later), sign-in attempts and counters, open invitations; the address is dropped from
 * unlock events. The erasure is logged with its counts only. The stored files are recorded in
 * `pending_file_deletions` in that transaction and deleted after the commit; a file the storage
 * cannot delete now stays recorded and housekeeping retries it, so an outage loses no erasure.
 */
export async function erasePersonalData(
  deps: ErasureDeps,
  email: string,
  actorId: string | null,
): Promise<ErasureResult> {
  const address = normaliseAddress(email);
  const { counts, files, account, analyticsLinks } = await deps.db.transaction(async (tx) => {
    const found = await collectPersonalData(tx, address, deps.companyTo);
    const files = storedFilesOf(found);
    const leadIds = found.leads.map((l) => l.id);
    // The link to the analytics visits goes with the rows; cleared first, in its one place.
    const analyticsLinks = await eraseAnalyticsLink(tx, leadIds, address);
    // Leads first: their events cascade, and nothing refers to a lead's source row by key.
    const leadCounts = await deleteLeads(tx, leadIds);
    // By id: the bodies were searched once, in collectPersonalData.
    const mails = await deleteMailsById(
      tx,
      found.mails.map((m) => m.id),
    );
    const uploads = await deleteUploadRows(
      tx,
      found.uploads.map((u) => u.key),
    );
    const submissions = await deleteSubmissions(
      tx,
      found.submissions.map((s) => s.id),
    );
    const inquiries = await deleteInquiries(
      tx,
      found.inquiries.map((i) => i.id),
    );
    const designs = await deleteDesigns(
      tx,
      found.designs.map((d) => d.id),
    );
    const waitlist = await deleteWaitlist(tx, address);
    const signIn = await deleteSignInTraces(tx, address, addressCounterKeys(address));
    const securityEvents = await redactUnlockEvents(tx, address);
    const invitations = await deleteOpenInvitations(tx, address);
    await schedulePendingFileDeletions(tx, files);
    const counts: ErasureCounts = {
      formSubmissions: submissions,
      designInquiries: inquiries,
      generatedDesigns: designs,
      uploads,
      leads: leadCounts.leads,
      leadEvents: leadCounts.events,
      waitlistEntries: waitlist,
      mails,
      ...signIn,
      securityEventsRedacted: securityEvents,
      adminInvitations: invitations,
      files: files.length,
    };
    await recordErasure(tx, actorId, counts);
    return {
      counts,
      files,
      analyticsLinks,
      account: { exists: found.account !== null, isAdmin: found.account?.user.isAdmin ?? false },
    };
  });
  // After the commit: a file is never deleted while its row could still be rolled back.
  const filesResult = await deletePendingFiles(deps.db, deps.storage, deps.log, files);
  deps.log.info("personal data erased", { actorId, ...counts, analyticsLinks, filesPending: filesResult.failed });
  const result: ErasureResult = { counts: { ...counts, analyticsLinks, filesPending: filesResult.failed }, account };
  return result;
}
