import type { Database } from "../db/client";
import { schedulePendingFileDeletions, scheduleRepeatedFileDeletions } from "../db/queries/pending-file-deletions";
import type { FileStorage } from "../storage";

/** How long a key whose put did not answer is deleted again (hourly, by housekeeping). */
export const LATE_PUT_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes the files a failed write had sent to the storage (`sent`), of which `stored` are those
 * whose put answered success; the others' puts failed without saying they stored nothing (a
 * timeout, a broken connection): unanswered. A delete that fails (the storage is down or hangs) is recorded in
 * `pending_file_deletions`, so housekeeping deletes the file later. An unanswered put may land
 * after this delete, so its key is recorded whatever the delete did and deleted again on every
 * run for LATE_PUT_WINDOW_MS: no file, personal data included, is left without a row pointing at
 * it and beyond an erasure's reach. Never throws: the caller is already failing for its own reason.
 */
export async function discardFiles(
  db: Database,
  storage: FileStorage,
  files: { sent: string[]; stored: string[] },
  now = Date.now(),
): Promise<void> {
  const { sent } = files;
  const stored = new Set(files.stored);
  const unanswered = sent.filter((key) => !stored.has(key));
  const results = await Promise.allSettled(sent.map((key) => storage.delete(key)));
  const left = sent.filter((key, i) => results[i]?.status === "rejected" && stored.has(key));
  await schedulePendingFileDeletions(db, left).catch(() => {});
  await scheduleRepeatedFileDeletions(db, unanswered, new Date(now + LATE_PUT_WINDOW_MS)).catch(() => {});
}
