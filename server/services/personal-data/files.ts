import type { Database } from "../../db/client";
import { classifyDatabaseFailure } from "../../db/errors";
import {
  failPendingFileDeletion,
  finishPendingFileDeletion,
  listPendingFileDeletions,
} from "../../db/queries/pending-file-deletions";
import type { Logger } from "../../logger";
import type { FileStorage } from "../../storage";

const BATCH = 100;

/**
 * Deletes files recorded in `pending_file_deletions` (all of them, or only `keys`): each file is
 * deleted, then its row. A failed delete stays with its error and is retried by the next run.
 * Answers { deleted, failed }, where failed counts the files of this run left pending. A key whose
 * put timed out is deleted on every run until its `repeat_until` (discardFiles), then removed.
 *
 * No transaction spans a storage call: a hung storage would otherwise hold it for a deadline per
 * file, and on PGlite, whose one connection a transaction holds, every other query of the site
 * with it. Without row locks two instances may delete the same file at once, which is harmless
 * (a delete of a missing key succeeds). Once the storage itself is unavailable (a deadline or a
 * refused connection), the run stops: the rest would only wait a deadline each, and an erasure
 * answers within one.
 */
export async function deletePendingFiles(
  db: Database,
  storage: FileStorage,
  log: Logger,
  keys?: string[],
  now: () => number = Date.now,
): Promise<{ deleted: number; failed: number }> {
  let deleted = 0;
  let failed = 0;
  const tried = new Set<string>();
  for (;;) {
    const claimed = await listPendingFileDeletions(db, BATCH, keys, [...tried]);
    // Nothing left but this run's failures (kept for the next run).
    if (claimed.length === 0) break;
    for (const [i, { key }] of claimed.entries()) {
      tried.add(key);
      try {
        await storage.delete(key);
        // A key whose put may still land keeps its row until its repeat ends; it is not counted.
        if (await finishPendingFileDeletion(db, key, new Date(now()))) deleted++;
      } catch (error) {
        failed++;
        await failPendingFileDeletion(db, key, error instanceof Error ? error.message : String(error));
        if (classifyDatabaseFailure(error) === "unavailable") {
          failed += claimed.length - i - 1;
          log.warn("the file storage is unavailable; pending files wait for the next run", { failed, deleted });
          return { deleted, failed };
        }
      }
    }
  }
  if (failed) log.warn("stored files could not be deleted; kept for a retry", { failed, deleted });
  return { deleted, failed };
}
