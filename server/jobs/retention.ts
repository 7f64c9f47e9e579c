import type { Database } from "../db/client";
import { schedulePendingFileDeletions } from "../db/queries/pending-file-deletions";
import { designsOf, leadEventsOf, uploadsOf } from "../db/queries/personal-data";
import {
  deleteDesigns,
  deleteInquiries,
  deleteLeads,
  deleteMailsById,
  deleteSubmissions,
  deleteUploadRows,
} from "../db/queries/personal-data-delete";
import {
  claimClosedLeads,
  claimOldAttachments,
  claimOldLogos,
  claimOldMails,
  clearAttachmentLists,
  clearLogos,
  sourceInquiries,
  sourceSubmissions,
} from "../db/queries/retention";
import type { Logger } from "../logger";
import { deletePendingFiles } from "../services/personal-data/files";
import type { FileStorage } from "../storage";

/** Rows per transaction: each batch is short, and a long backlog is worked off in many of them. */
const BATCH = 100;

/** The moment `months` calendar months before `now` (UTC). */
export function monthsBefore(now: Date, months: number): Date {
  const d = new Date(now);
  d.setUTCMonth(d.getUTCMonth() - months);
  return d;
}

export interface RetentionResult {
  leads: number;
  attachments: number;
  logos: number;
  mails: number;
  files: number;
}

/**
 * Retention (RETENTION_MONTHS, decision 0018), run by housekeeping:
 * 1. Leads closed (won, lost, spam) more than `months` ago go entirely: the lead and its timeline,
 *    its source submission or design inquiry, the design it sent, its upload rows and reply mails,
 *    and the stored files.
 * 2. Every lead older than that, closed or not, loses its attachments and logo (files, upload rows,
 *    the submission's list of keys), while the lead itself stays.
 * 3. Mails sent (or given up) longer ago than that go from the outbox (the notifications and
 *    confirmations quote the enquiry), except the replies of a lead's timeline, which go with it.
 * Idempotent: a second run finds nothing. Files are recorded in `pending_file_deletions` in the
 * batch's transaction and deleted after it commits (retried later if the storage fails).
 */
export async function applyRetention(
  db: Database,
  storage: FileStorage,
  log: Logger,
  months: number,
  now = new Date(),
): Promise<RetentionResult> {
  const before = monthsBefore(now, months);
  // Each step in batches of BATCH rows, one transaction each, until a batch comes back short.
  const inBatches = async (step: (tx: Database) => Promise<number>) => {
    let total = 0;
    for (;;) {
      const n = await db.transaction(step);
      total += n;
      if (n < BATCH) return total;
    }
  };
  const result: RetentionResult = {
    leads: await inBatches((tx) => removeClosedLeads(tx, before)),
    attachments: await inBatches((tx) => removeOldAttachments(tx, before)),
    logos: await inBatches((tx) => removeOldLogos(tx, before)),
    mails: await inBatches(async (tx) =>
      deleteMailsById(
        tx,
        (await claimOldMails(tx, before, BATCH)).map((m) => m.id),
      ),
    ),
    files: 0,
  };
  result.files = (await deletePendingFiles(db, storage, log)).deleted;
  if (result.leads || result.attachments || result.logos || result.mails)
    log.info("retention applied", { months, ...result });
  return result;
}

async function removeClosedLeads(tx: Database, before: Date): Promise<number> {
  const ids = (await claimClosedLeads(tx, before, BATCH)).map((l) => l.id);
  if (!ids.length) return 0;
  const [submissions, inquiries, events] = await Promise.all([
    sourceSubmissions(tx, ids),
    sourceInquiries(tx, ids),
    leadEventsOf(tx, ids),
  ]);
  const [uploads, designs] = await Promise.all([
    uploadsOf(tx, {
      submissions: submissions.map((s) => s.id),
      inquiries: inquiries.map((i) => i.id),
      keys: [...submissions.flatMap((s) => s.attachments ?? []), ...inquiries.flatMap((i) => i.logoKey ?? [])],
    }),
    designsOf(tx, {
      designIds: inquiries.flatMap((i) => i.designId ?? []),
      imageKeys: inquiries.map((i) => i.imageKey),
    }),
  ]);
  const files = new Set([
    ...uploads.map((u) => u.key),
    ...submissions.flatMap((s) => s.attachments ?? []),
    ...inquiries.flatMap((i) => [i.imageKey, i.printKey, i.logoKey].filter((k): k is string => !!k)),
    ...designs.flatMap((d) => [d.imageKey, d.printKey].filter((k): k is string => !!k)),
  ]);
  await deleteLeads(tx, ids);
  await deleteMailsById(
    tx,
    events.flatMap((e) => e.mailId ?? []),
  );
  await deleteUploadRows(
    tx,
    uploads.map((u) => u.key),
  );
  await deleteSubmissions(
    tx,
    submissions.map((s) => s.id),
  );
  await deleteInquiries(
    tx,
    inquiries.map((i) => i.id),
  );
  await deleteDesigns(
    tx,
    designs.map((d) => d.id),
  );
  await schedulePendingFileDeletions(tx, [...files]);
  return ids.length;
}

async function removeOldAttachments(tx: Database, before: Date): Promise<number> {
  const rows = await claimOldAttachments(tx, before, BATCH);
  if (!rows.length) return 0;
  const ids = rows.map((r) => r.id);
  const uploads = await uploadsOf(tx, {
    submissions: ids,
    inquiries: [],
    keys: rows.flatMap((r) => r.attachments ?? []),
  });
  const files = new Set([...uploads.map((u) => u.key), ...rows.flatMap((r) => r.attachments ?? [])]);
  await clearAttachmentLists(tx, ids);
  await deleteUploadRows(
    tx,
    uploads.map((u) => u.key),
  );
  await schedulePendingFileDeletions(tx, [...files]);
  return rows.length;
}

async function removeOldLogos(tx: Database, before: Date): Promise<number> {
  const rows = await claimOldLogos(tx, before, BATCH);
  if (!rows.length) return 0;
  const ids = rows.map((r) => r.id);
  const logos = rows.flatMap((r) => r.logoKey ?? []);
  const uploads = await uploadsOf(tx, { submissions: [], inquiries: ids, keys: logos });
  await clearLogos(tx, ids);
  await deleteUploadRows(
    tx,
    uploads.map((u) => u.key),
  );
  await schedulePendingFileDeletions(tx, [...new Set([...logos, ...uploads.map((u) => u.key)])]);
  return rows.length;
}
