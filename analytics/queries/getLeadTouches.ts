import { tsLiteral } from "../sql";
import type { AnalyticsStore } from "../store";
import { rows } from "./run";

/** One touch: a session's landing (its first page view) and the source it came with. */
export interface Touch {
  /** The session's first page view (ISO time). */
  at: string;
  landingPage: string;
  referrerHost: string | null;
  channel: string | null;
  source: string | null;
  medium: string | null;
  campaign: string | null;
}

/** Where a lead came from (decision 0020). */
export interface LeadTouches {
  /** The session that sent the form. */
  lastTouch: Touch;
  /** The same visitor's first session that UTC day (the last touch itself when it was the first). */
  firstTouch: Touch;
  /** Whether the first touch is the session that sent the form. */
  sameSession: boolean;
  /** Page views of the sending session up to the moment the form was sent. */
  pagesViewed: number;
  /** From the first touch's first page view to sending, in milliseconds. */
  timeToSendMs: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** How far before the lead a session's first view is looked for (a tab left open for days). */
export const SESSION_LOOKBACK_MS = 7 * DAY_MS;
/** Views stamped a little after the lead (the browser's clock, clamped at receipt) still count. */
export const CLOCK_SLACK_MS = 60 * 60 * 1000;

interface ViewRow {
  session_id: string;
  page_path: string;
  referrer_host: string | null;
  channel: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  visitor: string | null;
  at_ms: number;
}

const COLUMNS = `session_id, page_path, referrer_host, channel, utm_source, utm_medium, utm_campaign,
  visitor::VARCHAR AS visitor, epoch_ms(created_at) AS at_ms`;

const touchOf = (r: ViewRow): Touch => ({
  at: new Date(r.at_ms).toISOString(),
  landingPage: r.page_path,
  referrerHost: r.referrer_host || null,
  channel: r.channel,
  source: r.utm_source,
  medium: r.utm_medium,
  campaign: r.utm_campaign,
});

/**
 * Reads the first and last touch of a lead sent from `sessionId` at `sentAt`: null when the analytics
 * hold no page view of that session (the tracker was blocked, or the id names no visit). The first
 * touch is found by the session's visitor id, which is a hash of the day (decision 0016), so it looks
 * only within the UTC day of the session's first view.
 */
export async function getLeadTouches(
  store: AnalyticsStore,
  sessionId: string,
  sentAt: Date,
): Promise<LeadTouches | null> {
  const sent = sentAt.getTime();
  const [landing] = await rows<ViewRow & { pages: number }>(
    store,
    `WITH v AS (
       SELECT * FROM page_views
        WHERE session_id = $1
          AND created_at >= ${tsLiteral(sent - SESSION_LOOKBACK_MS)} AND created_at <= ${tsLiteral(sent + CLOCK_SLACK_MS)})
     SELECT ${COLUMNS}, (SELECT count(*) FROM v WHERE created_at <= ${tsLiteral(sent)}) AS pages
       FROM (SELECT * FROM v ORDER BY created_at, event_id LIMIT 1)`,
    [sessionId],
  );
  if (!landing) return null;
  const lastTouch = touchOf(landing);
  let first: ViewRow = landing;
  if (landing.visitor !== null) {
    const dayStart = Math.floor(landing.at_ms / DAY_MS) * DAY_MS;
    const [earliest] = await rows<ViewRow>(
      store,
      `SELECT ${COLUMNS} FROM page_views
        WHERE visitor = CAST($1 AS UBIGINT)
          AND created_at >= ${tsLiteral(dayStart)} AND created_at <= ${tsLiteral(landing.at_ms)}
        ORDER BY created_at, event_id LIMIT 1`,
      [landing.visitor],
    );
    if (earliest && earliest.session_id !== landing.session_id) first = earliest;
  }
  return {
    lastTouch,
    firstTouch: touchOf(first),
    sameSession: first === landing,
    // The page the form was on was viewed, even when its view was stamped a moment after the form.
    pagesViewed: Math.max(1, landing.pages),
    timeToSendMs: Math.max(0, sent - first.at_ms),
  };
}
