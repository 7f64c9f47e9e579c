import { and, eq, exists, gte, lt, not } from "drizzle-orm";
import { designInquiries, generatedDesigns } from "../../../drizzle/schema";
import type { Database } from "../client";

export type NewGeneratedDesign = typeof generatedDesigns.$inferInsert;
export type NewDesignInquiry = typeof designInquiries.$inferInsert;

export async function insertGeneratedDesign(db: Database, row: NewGeneratedDesign): Promise<void> {
  await db.insert(generatedDesigns).values(row);
}

/** A design that can still be sent: made by the server and younger than `since`. */
export async function findSendableDesign(db: Database, id: string, since: Date) {
  const rows = await db
    .select()
    .from(generatedDesigns)
    .where(and(eq(generatedDesigns.id, id), gte(generatedDesigns.createdAt, since)));
  return rows[0] ?? null;
}

/** Stores an inquiry; null when its design already backs one (the unique design_id decides, atomically). */
export async function insertDesignInquiry(db: Database, row: NewDesignInquiry) {
  const rows = await db
    .insert(designInquiries)
    .values(row)
    .onConflictDoNothing({ target: designInquiries.designId })
    .returning();
  return rows[0] ?? null;
}

/** The design behind an inquiry's image (admin downloads); null when no inquiry uses this key. */
export async function findInquiryImage(db: Database, key: string) {
  const rows = await db
    .select({ id: generatedDesigns.id, size: generatedDesigns.size })
    .from(generatedDesigns)
    .where(
      and(
        eq(generatedDesigns.imageKey, key),
        exists(db.select().from(designInquiries).where(eq(designInquiries.imageKey, key))),
      ),
    );
  return rows[0] ?? null;
}

/** The design behind an inquiry's print file (admin downloads); null when no inquiry sent it. */
export async function findInquiryPrint(db: Database, key: string) {
  const rows = await db
    .select({ id: designInquiries.designId })
    .from(designInquiries)
    .where(eq(designInquiries.printKey, key))
    .limit(1);
  return rows[0]?.id ? { id: rows[0].id } : null;
}

/** Designs older than `before` that no inquiry took (those are kept with their inquiry). */
export async function findUnsentDesigns(db: Database, before: Date, limit = 100) {
  return db
    .select({ id: generatedDesigns.id, imageKey: generatedDesigns.imageKey, printKey: generatedDesigns.printKey })
    .from(generatedDesigns)
    .where(
      and(
        lt(generatedDesigns.createdAt, before),
        not(exists(db.select().from(designInquiries).where(eq(designInquiries.imageKey, generatedDesigns.imageKey)))),
      ),
    )
    .limit(limit);
}

export async function deleteGeneratedDesign(db: Database, id: string): Promise<void> {
  await db.delete(generatedDesigns).where(eq(generatedDesigns.id, id));
}
