import { and, desc, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { designInquiries, formSubmissions, generatedDesigns, uploads, waitlistEntries } from "../../../drizzle/schema";
import { designFileName, printFileName } from "../../services/generator/design-keys";
import type { Database } from "../client";

/** Keyset paging, newest first: the cursor is the (created_at, id) of the last row shown. */
export function encodeCursor(row: { createdAt: Date; id: string }): string {
  return Buffer.from(`${row.createdAt.toISOString()}|${row.id}`).toString("base64url");
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A time as encodeCursor writes it: four-digit years only (a forged "+275760-…" is no row's). */
const CURSOR_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

function decodeCursor(cursor: string | null | undefined): { createdAt: Date; id: string } | null {
  if (!cursor) return null;
  const [at = "", id] = Buffer.from(cursor, "base64url").toString("utf8").split("|");
  const createdAt = new Date(at);
  // Cursors come back from the browser: one that was not made here (the id is not a uuid, the time
  // not one encodeCursor writes) is ignored. A forged time the database could not hold answered
  // "characters that cannot be saved".
  const made =
    id && UUID.test(id) && CURSOR_TIME.test(at) && !Number.isNaN(createdAt.getTime()) && createdAt.toISOString() === at;
  return made ? { createdAt, id } : null;
}

/**
 * The rows after the cursor, newest first. Written as one row-value comparison, which an index on
 * (created_at, id) answers directly (the same condition as an OR of two comparisons is not: each
 * page of an export would re-sort everything that follows).
 */
export function pageAfter(cursor: string | null | undefined, createdAt: PgColumn, id: PgColumn): SQL | undefined {
  const c = decodeCursor(cursor);
  return c ? sql`(${createdAt}, ${id}) < (${c.createdAt.toISOString()}::timestamptz, ${c.id}::uuid)` : undefined;
}

/** An ILIKE pattern that matches `search` anywhere, its own % and _ taken literally. */
export const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

async function page<T extends { createdAt: Date; id: string }>(
  db: Database,
  table: PgTable & { createdAt: PgColumn; id: PgColumn },
  filter: SQL | undefined,
  cursor: string | null | undefined,
  limit: number,
  withTotal = true,
): Promise<{ items: T[]; nextCursor: string | null; total: number }> {
  const rows = (await db
    .select()
    .from(table)
    .where(and(filter, pageAfter(cursor, table.createdAt, table.id)))
    .orderBy(desc(table.createdAt), desc(table.id))
    .limit(limit + 1)) as T[];
  // An export walks every page: it needs no total, which would cost a count per page.
  const [{ total } = { total: 0 }] = withTotal
    ? ((await db.select({ total: sql<number>`count(*)::int` }).from(table).where(filter)) as { total: number }[])
    : [{ total: -1 }];
  const items = rows.slice(0, limit);
  return { items, nextCursor: rows.length > limit ? encodeCursor(items[items.length - 1]!) : null, total };
}

export async function pageSubmissions(
  db: Database,
  o: { cursor?: string | null; limit: number; search?: string; withTotal?: boolean },
) {
  const filter = o.search
    ? or(ilike(formSubmissions.name, likePattern(o.search)), ilike(formSubmissions.email, likePattern(o.search)))
    : undefined;
  const result = await page<typeof formSubmissions.$inferSelect>(
    db,
    formSubmissions,
    filter,
    o.cursor,
    o.limit,
    o.withTotal,
  );
  return { ...result, items: await withAttachments(db, result.items) };
}

/** Submissions with each attachment's name, size and type (from its upload row). */
export async function withAttachments(db: Database, items: (typeof formSubmissions.$inferSelect)[]) {
  const keys = items.flatMap((s) => s.attachments ?? []);
  const files = keys.length ? await db.select().from(uploads).where(inArray(uploads.key, keys)) : [];
  const byKey = new Map(files.map((f) => [f.key, f]));
  return items.map((s) => ({
    ...s,
    attachments: (s.attachments ?? []).map((key) => {
      const f = byKey.get(key);
      return {
        key,
        name: f?.originalName ?? key.split("/").pop() ?? key,
        size: f?.size ?? 0,
        type: f?.contentType ?? "",
      };
    }),
  }));
}

export function pageWaitlist(
  db: Database,
  o: { cursor?: string | null; limit: number; search?: string; withTotal?: boolean },
) {
  const filter = o.search ? ilike(waitlistEntries.email, likePattern(o.search)) : undefined;
  return page<typeof waitlistEntries.$inferSelect>(db, waitlistEntries, filter, o.cursor, o.limit, o.withTotal);
}

/** Design inquiries, each with its image as an attachment (downloaded through /api/attachments/). */
export async function pageInquiries(
  db: Database,
  o: { cursor?: string | null; limit: number; search?: string; withTotal?: boolean },
) {
  const filter = o.search
    ? or(ilike(designInquiries.name, likePattern(o.search)), ilike(designInquiries.email, likePattern(o.search)))
    : undefined;
  const result = await page<typeof designInquiries.$inferSelect>(
    db,
    designInquiries,
    filter,
    o.cursor,
    o.limit,
    o.withTotal,
  );
  return { ...result, items: await withDesignFiles(db, result.items) };
}

/** Design inquiries with their image, print file and logo as attachments (downloaded through /api/attachments/). */
export async function withDesignFiles(db: Database, items: (typeof designInquiries.$inferSelect)[]) {
  const keys = items.map((i) => i.imageKey);
  const designs = keys.length
    ? await db.select().from(generatedDesigns).where(inArray(generatedDesigns.imageKey, keys))
    : [];
  const byKey = new Map(designs.map((d) => [d.imageKey, d]));
  const logoKeys = items.flatMap((i) => (i.logoKey ? [i.logoKey] : []));
  const logos = logoKeys.length ? await db.select().from(uploads).where(inArray(uploads.key, logoKeys)) : [];
  const logoByKey = new Map(logos.map((l) => [l.key, l]));
  return items.map((i) => {
    const design = byKey.get(i.imageKey);
    const extension = i.imageKey.split(".").pop() ?? "png";
    const logo = i.logoKey ? logoByKey.get(i.logoKey) : undefined;
    return {
      ...i,
      image: {
        key: i.imageKey,
        name: design ? designFileName(design.id, extension) : (i.imageKey.split("/").pop() ?? i.imageKey),
        size: design?.size ?? 0,
        type: extension === "jpg" ? "image/jpeg" : `image/${extension}`,
        provider: design?.provider ?? null,
      },
      /** The design on a transparent background, for print (size unknown: not recorded). */
      print: i.printKey && i.designId ? { key: i.printKey, name: printFileName(i.designId), type: "image/png" } : null,
      logo: logo ? { key: logo.key, name: logo.originalName, size: logo.size, type: logo.contentType } : null,
    };
  });
}
