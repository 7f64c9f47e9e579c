import { and, count, gte, lt, ne, sql } from "drizzle-orm";
import { leads } from "../../../drizzle/schema";
import type { Database } from "../client";

/**
 * The leads created in [from, to), grouped by the analytics session they were sent from (null: sent
 * without one), with how many of them the inbox marked won. Spam is left out: it is not a lead any
 * channel brought. One row per session, so the analytics get each id once; the range is read
 * through leads_created_idx.
 */
export async function leadsBySession(db: Database, from: Date, to: Date) {
  const rows = await db
    .select({
      session: leads.analyticsSession,
      leads: count(),
      won: sql<number>`count(*) filter (where ${leads.status} = 'won')`.mapWith(Number),
    })
    .from(leads)
    .where(and(gte(leads.createdAt, from), lt(leads.createdAt, to), ne(leads.status, "spam")))
    .groupBy(leads.analyticsSession);
  return rows.map((r) => ({ session: r.session, leads: Number(r.leads), won: Number(r.won) }));
}
