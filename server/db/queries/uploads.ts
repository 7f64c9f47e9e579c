import { and, eq, gte, inArray, isNull, lt } from "drizzle-orm";
import { uploads } from "../../../drizzle/schema";
import type { Database } from "../client";

export type NewUpload = typeof uploads.$inferInsert;

export async function insertUploads(db: Database, rows: NewUpload[]): Promise<void> {
  if (rows.length) await db.insert(uploads).values(rows);
}

export async function deleteUploads(db: Database, keys: string[]): Promise<void> {
  if (keys.length) await db.delete(uploads).where(inArray(uploads.key, keys));
}

/** Uploads that may still be attached: not yet used by a submission and younger than `since`. */
export async function findAttachableUploads(db: Database, keys: string[], since: Date) {
  if (!keys.length) return [];
  return db
    .select()
    .from(uploads)
    .where(and(inArray(uploads.key, keys), isNull(uploads.submissionId), gte(uploads.createdAt, since)));
}

export async function findUpload(db: Database, key: string) {
  const rows = await db.select().from(uploads).where(eq(uploads.key, key));
  return rows[0] ?? null;
}

/** Orphans: uploads no submission took within `before`. */
export async function findOrphanUploads(db: Database, before: Date, limit = 100) {
  return db
    .select({ key: uploads.key })
    .from(uploads)
    .where(and(isNull(uploads.submissionId), lt(uploads.createdAt, before)))
    .limit(limit);
}
