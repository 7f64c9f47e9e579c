import type { Database } from "../db/client";
import { schedulePendingFileDeletions } from "../db/queries/pending-file-deletions";
import type { FileStorage } from "../storage";

/**
 * Deletes the files a failed write had sent to the storage. A delete that fails (the storage is
 * down or hangs, and a put that timed out may still land there) is recorded in
 * `pending_file_deletions`, so housekeeping deletes the file later instead of leaving one that no
 * row points at. Never throws: the caller is already failing for its own reason.
 */
export async function discardFiles(db: Database, storage: FileStorage, keys: string[]): Promise<void> {
  const results = await Promise.allSettled(keys.map((key) => storage.delete(key)));
  const left = keys.filter((_, i) => results[i]?.status === "rejected");
  await schedulePendingFileDeletions(db, left).catch(() => {});
}
