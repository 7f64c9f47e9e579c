import type { Database } from "../../db/client";
import {
  claimPendingFileDeletions,
  failPendingFileDeletion,
  finishPendingFileDeletion,
} from "../../db/queries/pending-file-deletions";
import type { Logger } from "../../logger";
import type { FileStorage } from "../../storage";

const BATCH = 100;

/**
 * Deletes files recorded in `pending_file_deletions` (all of them, or only `keys`): each claimed row
 * is locked (SKIP LOCKED, so instances share the work), its file deleted, then the row. A failed
 * delete stays with its error and is retried by the next run. Answers { deleted, failed }.
 */
export async function deletePendingFiles(
  db: Database,
  storage: FileStorage,
  log: Logger,
  keys?: string[],
): Promise<{ deleted: number; failed: number }> {
  let deleted = 0;
  let failed = 0;
  const tried = new Set<string>();
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const claimed = await claimPendingFileDeletions(tx, BATCH, keys, [...tried]);
      for (const { key } of claimed) {
        tried.add(key);
        try {
          await storage.delete(key);
          await finishPendingFileDeletion(tx, key);
          deleted++;
        } catch (error) {
          failed++;
          await failPendingFileDeletion(tx, key, error instanceof Error ? error.message : String(error));
        }
      }
      return claimed.length;
    });
    // Nothing left but this run's failures (kept for the next run) or rows other instances hold.
    if (batch === 0) break;
  }
  if (failed) log.warn("stored files could not be deleted; kept for a retry", { failed, deleted });
  return { deleted, failed };
}
