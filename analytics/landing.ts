import { breakdownLabel } from "./sql";

/**
 * A session's landing, its first page view, as one value that orders like the view: by time, then
 * event id (the tie-break a lead's own source uses, getLeadTouches.ts). So min() over a session's
 * views, and least() of two batches' landings in either order, give the same landing. session_pairs
 * keeps it per session (analytics/write.ts), and "Leads by source" reads it instead of every view.
 * Channel and campaign are kept as the dashboard labels them (analytics/sql.ts).
 */
export const LANDING_TYPE =
  "STRUCT(first_at TIMESTAMPTZ, event_id UUID, channel VARCHAR, campaign VARCHAR, page VARCHAR)";

/** The landing value of a page_views row (prefix `t` for a table alias, e.g. "p."). */
export const landingStruct = (t = "") =>
  `{'first_at': ${t}created_at, 'event_id': ${t}event_id, 'channel': ${breakdownLabel("channel", t)}, 'campaign': ${breakdownLabel("campaign", t)}, 'page': ${t}page_path}`;
