import { eq } from "drizzle-orm";
import { designInquiries, formSubmissions } from "../../../drizzle/schema";
import type { LeadKind } from "../../../shared/leads";
import type { Database } from "../client";
import { withAttachments, withDesignFiles } from "./admin-lists";

/** What the visitor sent, from the lead's source row: a submission with its files, or a design inquiry with its design. */
export async function leadSource(db: Database, kind: LeadKind, id: string) {
  if (kind === "design") {
    const rows = await db.select().from(designInquiries).where(eq(designInquiries.id, id));
    const [inquiry] = await withDesignFiles(db, rows);
    return inquiry ? { kind, inquiry } : null;
  }
  const rows = await db.select().from(formSubmissions).where(eq(formSubmissions.id, id));
  const [submission] = await withAttachments(db, rows);
  return submission ? { kind, submission } : null;
}
