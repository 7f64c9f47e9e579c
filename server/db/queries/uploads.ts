import { and, eq, gte, inArray, isNull, lt } from "drizzle-orm";
import { uploads } from "../../../drizzle/schema";
import type { Database } from "../client";

export type NewUpload = typeof uploads.$inferInsert;

/** Neither a submission's attachment nor an inquiry's logo. */
const unclaimed = and(isNull(uploads.submissionId), isNull(uploads.designInquiryId));

export async function insertUploads(db: Database, rows: NewUpload[]): Promise<void> {
  if (rows.length) await db.insert(uploads).values(rows);
}

export async function deleteUploads(db: Database, keys: string[]): Promise<void> {
  if (keys.length) await db.delete(uploads).where(inArray(uploads.key, keys));
}

/** Uploads that may still be attached: not yet used by a submission or an inquiry, and younger than `since`. */
export async function findAttachableUploads(db: Database, keys: string[], since: Date) {
  if (!keys.length) return [];
  return db
    .select()
    .from(uploads)
    .where(and(inArray(uploads.key, keys), unclaimed, gte(uploads.createdAt, since)));
}

/**
 * Gives uploads to a submission as its attachments, atomically: false when any of them was taken
 * first by a parallel submission or inquiry (the caller's transaction then rolls back).
 */
export async function claimUploadsForSubmission(db: Database, keys: string[], submissionId: string): Promise<boolean> {
  if (!keys.length) return true;
  const rows = await db
    .update(uploads)
    .set({ submissionId })
    .where(and(inArray(uploads.key, keys), unclaimed))
    .returning({ key: uploads.key });
  return rows.length === keys.length;
}

/**
 * Gives an upload to a design inquiry as its logo, atomically: false when a submission or another
 * inquiry took it first (two parallel sends of one logo cannot both claim it).
 */
export async function claimUploadForInquiry(db: Database, key: string, inquiryId: string): Promise<boolean> {
  const rows = await db
    .update(uploads)
    .set({ designInquiryId: inquiryId })
    .where(and(eq(uploads.key, key), unclaimed))
    .returning({ key: uploads.key });
  return rows.length === 1;
}

export async function findUpload(db: Database, key: string) {
  const rows = await db.select().from(uploads).where(eq(uploads.key, key));
  return rows[0] ?? null;
}

/** Orphans: uploads no submission or inquiry took within `before`. */
export async function findOrphanUploads(db: Database, before: Date, limit = 100) {
  return db
    .select({ key: uploads.key })
    .from(uploads)
    .where(and(unclaimed, lt(uploads.createdAt, before)))
    .limit(limit);
}
