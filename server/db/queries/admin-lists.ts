import { and, desc, eq, ilike, inArray, lt, or, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { designInquiries, formSubmissions, generatedDesigns, uploads, waitlistEntries } from "../../../drizzle/schema";
import type { Database } from "../client";

/** Keyset paging, newest first: the cursor is the (created_at, id) of the last row shown. */
export function encodeCursor(row: { createdAt: Date; id: string }): string {
  return Buffer.from(`${row.createdAt.toISOString()}|${row.id}`).toString("base64url");
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function decodeCursor(cursor: string | null | undefined): { createdAt: Date; id: string } | null {
  if (!cursor) return null;
  const [at, id] = Buffer.from(cursor, "base64url").toString("utf8").split("|");
  const createdAt = new Date(at ?? "");
  // Cursors come back from the browser: one that was not made here (the id is not a uuid) is ignored.
  return id && UUID.test(id) && !Number.isNaN(createdAt.getTime()) ? { createdAt, id } : null;
}

function after(cursor: string | null | undefined, createdAt: PgColumn, id: PgColumn): SQL | undefined {
  const c = decodeCursor(cursor);
  return c ? or(lt(createdAt, c.createdAt), and(eq(createdAt, c.createdAt), lt(id, c.id))) : undefined;
}

const like = (search: string) => `%${search.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

async function page<T extends { createdAt: Date; id: string }>(
  db: Database,
  table: PgTable & { createdAt: PgColumn; id: PgColumn },
  filter: SQL | undefined,
  cursor: string | null | undefined,
  limit: number,
): Promise<{ items: T[]; nextCursor: string | null; total: number }> {
  const rows = (await db
    .select()
    .from(table)
    .where(and(filter, after(cursor, table.createdAt, table.id)))
    .orderBy(desc(table.createdAt), desc(table.id))
    .limit(limit + 1)) as T[];
  const [{ total } = { total: 0 }] = (await db
    .select({ total: sql<number>`count(*)::int` })
    .from(table)
    .where(filter)) as { total: number }[];
  const items = rows.slice(0, limit);
  return { items, nextCursor: rows.length > limit ? encodeCursor(items[items.length - 1]!) : null, total };
}

export async function pageSubmissions(db: Database, o: { cursor?: string | null; limit: number; search?: string }) {
  const filter = o.search
    ? or(ilike(formSubmissions.name, like(o.search)), ilike(formSubmissions.email, like(o.search)))
    : undefined;
  const result = await page<typeof formSubmissions.$inferSelect>(db, formSubmissions, filter, o.cursor, o.limit);
  const keys = result.items.flatMap((s) => s.attachments ?? []);
  const files = keys.length ? await db.select().from(uploads).where(inArray(uploads.key, keys)) : [];
  const byKey = new Map(files.map((f) => [f.key, f]));
  return {
    ...result,
    items: result.items.map((s) => ({
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
    })),
  };
}

export function pageWaitlist(db: Database, o: { cursor?: string | null; limit: number; search?: string }) {
  const filter = o.search ? ilike(waitlistEntries.email, like(o.search)) : undefined;
  return page<typeof waitlistEntries.$inferSelect>(db, waitlistEntries, filter, o.cursor, o.limit);
}

/** Design inquiries, each with its image as an attachment (downloaded through /api/attachments/). */
export async function pageInquiries(db: Database, o: { cursor?: string | null; limit: number; search?: string }) {
  const filter = o.search
    ? or(ilike(designInquiries.name, like(o.search)), ilike(designInquiries.email, like(o.search)))
    : undefined;
  const result = await page<typeof designInquiries.$inferSelect>(db, designInquiries, filter, o.cursor, o.limit);
  const keys = result.items.map((i) => i.imageKey);
  const designs = keys.length
    ? await db.select().from(generatedDesigns).where(inArray(generatedDesigns.imageKey, keys))
    : [];
  const byKey = new Map(designs.map((d) => [d.imageKey, d]));
  return {
    ...result,
    items: result.items.map((i) => {
      const design = byKey.get(i.imageKey);
      const extension = i.imageKey.split(".").pop() ?? "png";
      return {
        ...i,
        image: {
          key: i.imageKey,
          name: design ? `merch-design-${design.id}.${extension}` : (i.imageKey.split("/").pop() ?? i.imageKey),
          size: design?.size ?? 0,
          type: extension === "jpg" ? "image/jpeg" : `image/${extension}`,
          provider: design?.provider ?? null,
        },
      };
    }),
  };
}
