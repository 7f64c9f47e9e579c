import type { Database } from "../db/client";
import { deleteGeneratedDesign, findUnsentDesigns } from "../db/queries/generated-designs";
import type { Logger } from "../logger";
import type { FileStorage } from "../storage";

/** Generated designs no inquiry took within this long are deleted. */
export const DESIGN_KEPT_FOR_MS = 24 * 60 * 60 * 1000;

/**
 * Removes generated designs that were never sent: the file first, then its row, so a failure
 * leaves a row to retry rather than a row pointing at nothing. Designs an inquiry took are kept.
 */
export async function removeExpiredDesigns(
  db: Database,
  storage: FileStorage,
  log: Logger,
  now = Date.now(),
): Promise<number> {
  let removed = 0;
  for (;;) {
    const expired = await findUnsentDesigns(db, new Date(now - DESIGN_KEPT_FOR_MS));
    if (!expired.length) return removed;
    for (const design of expired) {
      await storage.delete(design.imageKey);
      if (design.printKey) await storage.delete(design.printKey);
      await deleteGeneratedDesign(db, design.id);
      removed++;
    }
    log.info("unsent generated designs removed", { count: expired.length });
  }
}
