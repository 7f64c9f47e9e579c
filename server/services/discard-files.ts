import type { Database } from "../db/client";
import { schedulePendingFileDeletions, scheduleRepeatedFileDeletions } from "../db/queries/pending-file-deletions";
import type { FileStorage } from "../storage";

/** How long a key whose put did not answer is deleted again (hourly, by housekeeping). */
export const LATE_PUT_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes the files a failed write had sent to the storage: `keys`, all of them, of which
 * `unanswered` are those whose put failed without saying it stored nothing (it timed out, the
 * connection broke). A delete that fails (the storage is down or hangs) is recorded in
 * `pending_file_deletions`, so housekeeping deletes the file later. An unanswered put may land
 * after this delete, so its key is recorded whatever the delete did and deleted again on every
 * run for LATE_PUT_WINDOW_MS: no file, personal data included, is left without a row pointing at
 * it and beyond an erasure's reach. Never throws: the caller is already failing for its own reason.
 */
export async function discardFiles(
  db: Database,
  storage: FileStorage,
  keys: string[],
  unanswered: string[] = [],
  now = Date.now(),
): Promise<void> {
  const results = await Promise.allSettled(keys.map((key) => storage.delete(key)));
  const left = keys.filter((key, i) => results[i]?.status === "rejected" && !unanswered.includes(key));
  await schedulePendingFileDeletions(db, left).catch(() => {});
  await scheduleRepeatedFileDeletions(db, unanswered, new Date(now + LATE_PUT_WINDOW_MS)).catch(() => {});
}
