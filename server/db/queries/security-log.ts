import { asc, inArray, lt } from "drizzle-orm";
import { loginAttempts, securityEvents } from "../../../drizzle/schema";
import type { Database } from "../client";

const BATCH = 5_000;

/**
 * Deletes sign-in attempts and security events older than `before`, a batch at a time. Ids grow with
 * time, so the oldest rows are the lowest ids: each batch walks the primary key from its start and
 * stops at the first young row, with no index on created_at needed.
 */
export async function deleteSecurityLogBefore(db: Database, before: Date): Promise<number> {
  let deleted = 0;
  for (const table of [loginAttempts, securityEvents]) {
    for (;;) {
      const oldest = db
        .select({ id: table.id })
        .from(table)
        .where(lt(table.createdAt, before))
        .orderBy(asc(table.id))
        .limit(BATCH);
      const gone = await db.delete(table).where(inArray(table.id, oldest)).returning({ id: table.id });
      deleted += gone.length;
      if (gone.length < BATCH) break;
    }
  }
  return deleted;
}
