import { getLeadTouches, type LeadTouches } from "../../analytics/queries/getLeadTouches";
import { dayOf } from "../../analytics/time-zone";
import { findLeadAnalyticsSession } from "../db/queries/leads";
import type { Runtime } from "../runtime";
import { notFound } from "./errors";
import { LEAD_NOT_FOUND } from "./leads";

/** A lead's source, and the days (in the company's time zone) its visit spans on the dashboard. */
export type LeadOrigin = LeadTouches & {
  /** The session that sent the form: the dashboard's `session` filter shows that visit. */
  session: string;
  /**
   * The dashboard's custom range that shows the visit: from the first touch's day to the day the
   * form was sent (YYYY-MM-DD, ANALYTICS_TIME_ZONE, as the dashboard cuts its days).
   */
  days: { from: string; to: string };
};

/**
 * Where a lead came from (decision 0020): its first and last touch, the pages viewed before sending
 * and the time from the first visit to sending, read from the analytics by the session the form was
 * sent from. Null ("Unknown source") when the form came without a session (tracker blocked, a
 * script) or the analytics hold no view of it. The session id is only ever used to look this up.
 */
export async function leadOrigin(rt: Runtime, id: string): Promise<LeadOrigin | null> {
  const lead = await findLeadAnalyticsSession(rt.database.db, id);
  if (!lead) throw notFound(LEAD_NOT_FOUND);
  if (!lead.analyticsSession) return null;
  const touches = await getLeadTouches(rt.analytics, lead.analyticsSession, lead.createdAt);
  if (!touches) return null;
  const zone = rt.config.analytics.timeZone;
  // A browser's clock may stamp a view a little after the lead: the range holds both, in order.
  const days = [touches.firstTouch.at, touches.lastTouch.at, lead.createdAt.toISOString()]
    .map((at) => dayOf(Date.parse(at), zone))
    .sort();
  return { ...touches, session: lead.analyticsSession, days: { from: days[0] as string, to: days[2] as string } };
}
