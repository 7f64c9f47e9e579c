import { and, inArray, isNotNull, sql } from "drizzle-orm";
import { leads, waitlistEntries } from "../../../drizzle/schema";
import type { Database } from "../../db/client";

/**
 * The one place where a person's link to their analytics visits is exported and erased (decision
 * 0020). A lead and a waitlist entry keep the analytics session their form was sent from
 * (`analytics_session`); the analytics themselves (DuckDB) hold no address and no lead id, only
 * page views under that random session id and a daily salted visitor id, so the link lives only
 * in these two columns.
 */
export interface AnalyticsLink {
  explanation: string;
  /** Each lead or waitlist entry that was linked, with the analytics session its form was sent from. */
  sessions: { from: "lead" | "waitlist"; id: string; analyticsSession: string }[];
}

export const ANALYTICS_LINK_EXPLANATION =
  "A form sent from our website is linked to the visit it was sent from (a random session id the page made; " +
  "no cookie), so that we know which channels and campaigns bring enquiries. The analytics hold no address, " +
  "name or lead id.";

/** The link as the export shows it, from the rows collected for the person. */
export function analyticsLinkOf(rows: {
  leads: { id: string; analyticsSession: string | null }[];
  waitlist: { id: string; analyticsSession: string | null }[];
}): AnalyticsLink {
  return {
    explanation: ANALYTICS_LINK_EXPLANATION,
    sessions: [
      ...rows.leads.flatMap((l) =>
        l.analyticsSession ? [{ from: "lead" as const, id: l.id, analyticsSession: l.analyticsSession }] : [],
      ),
      ...rows.waitlist.flatMap((w) =>
        w.analyticsSession ? [{ from: "waitlist" as const, id: w.id, analyticsSession: w.analyticsSession }] : [],
      ),
    ],
  };
}

/**
 * Clears the link of these leads and of the address's waitlist entry, in the erasure's transaction
 * (before the rows themselves go); answers how many links it removed. The analytics' page views and
 * counts are left as they are: without the link they are no longer about anyone we know.
 */
export async function eraseAnalyticsLink(tx: Database, leadIds: string[], address: string): Promise<number> {
  const fromLeads = leadIds.length
    ? await tx
        .update(leads)
        .set({ analyticsSession: null })
        .where(and(inArray(leads.id, leadIds), isNotNull(leads.analyticsSession)))
        .returning({ id: leads.id })
    : [];
  const fromWaitlist = await tx
    .update(waitlistEntries)
    .set({ analyticsSession: null })
    .where(and(sql`lower(${waitlistEntries.email}) = ${address}`, isNotNull(waitlistEntries.analyticsSession)))
    .returning({ id: waitlistEntries.id });
  return fromLeads.length + fromWaitlist.length;
}
