import type { Database } from "../db/client";
import { deleteUploads, findOrphanUploads } from "../db/queries/uploads";
import type { Logger } from "../logger";
import type { FileStorage } from "../storage";

export const ORPHAN_AFTER_MS = 24 * 60 * 60 * 1000;

/**
 * Removes uploads that no submission took within 24 hours: the file first, then its row, so a
 * failure leaves a row to retry rather than a row pointing at nothing.
 */
export async function removeOrphanUploads(
  db: Database,
  storage: FileStorage,
  log: Logger,
  now = Date.now(),
): Promise<number> {
  let removed = 0;
  for (;;) {
    const orphans = await findOrphanUploads(db, new Date(now - ORPHAN_AFTER_MS));
    if (!orphans.length) return removed;
    for (const { key } of orphans) {
      await storage.delete(key);
      await deleteUploads(db, [key]);
      removed++;
    }
    log.info("orphan uploads removed", { count: orphans.length });
  }
}
