import { and, eq, isNull, lt, notInArray, or, sql } from "drizzle-orm";
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

/**
 * Records keys whose put did not answer: a put that timed out may still land in the storage, after
 * the delete that followed it. Such a key is deleted again on every run until `repeatUntil`.
 */
export async function scheduleRepeatedFileDeletions(db: Database, keys: string[], repeatUntil: Date): Promise<void> {
  if (keys.length)
    await db
      .insert(pendingFileDeletions)
      .values(keys.map((key) => ({ key, repeatUntil })))
      .onConflictDoUpdate({ target: pendingFileDeletions.key, set: { repeatUntil } });
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

/** Removes the row of a deleted file, unless it is to be deleted again later. Answers whether it did. */
export async function finishPendingFileDeletion(db: Database, key: string, now = new Date()): Promise<boolean> {
  const removed = await db
    .delete(pendingFileDeletions)
    .where(
      and(
        eq(pendingFileDeletions.key, key),
        or(isNull(pendingFileDeletions.repeatUntil), lt(pendingFileDeletions.repeatUntil, now)),
      ),
    )
    .returning({ key: pendingFileDeletions.key });
  return removed.length > 0;
}

export async function failPendingFileDeletion(db: Database, key: string, error: string): Promise<void> {
  await db
    .update(pendingFileDeletions)
    .set({ attempts: sql`${pendingFileDeletions.attempts} + 1`, lastError: error.slice(0, 500) })
    .where(eq(pendingFileDeletions.key, key));
}
