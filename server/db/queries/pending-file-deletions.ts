import { and, eq, notInArray, sql } from "drizzle-orm";
import { pendingFileDeletions } from "../../../drizzle/schema";
import type { Database } from "../client";
import { anyOf } from "./personal-data";

/** Records files to delete (in the transaction that removes their rows), so none is forgotten. */
export async function schedulePendingFileDeletions(db: Database, keys: string[]): Promise<void> {
  if (keys.length)
    await db
      .insert(pendingFileDeletions)
      .values(keys.map((key) => ({ key })))
      .onConflictDoNothing();
}

/** Up to `limit` pending files, oldest first, leaving out `skip` (those tried in this run). */
export const listPendingFileDeletions = (db: Database, limit: number, keys: string[] | undefined, skip: string[]) =>
  db
    .select({ key: pendingFileDeletions.key })
    .from(pendingFileDeletions)
    .where(
      and(
        keys ? anyOf(pendingFileDeletions.key, keys) : undefined,
        skip.length ? notInArray(pendingFileDeletions.key, skip) : undefined,
      ),
    )
    .orderBy(pendingFileDeletions.createdAt)
    .limit(limit);

export async function finishPendingFileDeletion(db: Database, key: string): Promise<void> {
  await db.delete(pendingFileDeletions).where(eq(pendingFileDeletions.key, key));
}

export async function failPendingFileDeletion(db: Database, key: string, error: string): Promise<void> {
  await db
    .update(pendingFileDeletions)
    .set({ attempts: sql`${pendingFileDeletions.attempts} + 1`, lastError: error.slice(0, 500) })
    .where(eq(pendingFileDeletions.key, key));
}
