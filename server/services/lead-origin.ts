import { getLeadTouches, type LeadTouches } from "../../analytics/queries/getLeadTouches";
import { findLeadAnalyticsSession } from "../db/queries/leads";
import type { Runtime } from "../runtime";
import { notFound } from "./errors";
import { LEAD_NOT_FOUND } from "./leads";

/**
 * Where a lead came from (decision 0020): its first and last touch, the pages viewed before sending
 * and the time from the first visit to sending, read from the analytics by the session the form was
 * sent from. Null ("Unknown source") when the form came without a session (tracker blocked, a
 * script) or the analytics hold no view of it. The session id is only ever used to look this up.
 */
export async function leadOrigin(rt: Runtime, id: string): Promise<LeadTouches | null> {
  const lead = await findLeadAnalyticsSession(rt.database.db, id);
  if (!lead) throw notFound(LEAD_NOT_FOUND);
  if (!lead.analyticsSession) return null;
  return getLeadTouches(rt.analytics, lead.analyticsSession, lead.createdAt);
}
