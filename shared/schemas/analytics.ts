import { z } from "zod";

/**
 * What the browser sends to POST /api/analytics/events: a batch of events of five kinds. Every event
 * carries its own id, so a batch sent twice (a retry, a beacon after a fetch) is stored once.
 * Strings are capped here, not trusted; timestamps are clamped by the server.
 *
 * Every object is strict: an unknown key refuses the batch with its name (`events.0.source:
 * Unrecognized key: "utm_source"`) instead of being dropped without a word. Dropped, a misspelt key
 * changed what was stored: a script posting `utm_source` recorded a direct visit, `LCP` a page load
 * without its LCP. The tracker sends only these keys (its payloads are the schema's types).
 */
const text = (max: number) => z.string().max(max);
const id = z.uuid();
const sessionId = z.string().min(8).max(64);
const at = z.number().int().nonnegative();
const path = text(2000);
const size = text(32).optional();
/**
 * The page found a multi-touch screen (navigator.maxTouchPoints > 1): an iPad in its default
 * "desktop website" mode sends a Mac's user agent, and only this tells it apart (a Mac has no touch).
 */
const touch = z.boolean().optional();
const metric = z.number().finite().nonnegative().max(1e7).optional();

/** The spec's event names (section 7), and nothing else. */
export const EVENT_NAMES = [
  "button_click",
  "form_submission",
  "link_click",
  "file_download",
  "scroll_depth",
  "search",
  "video_interaction",
  "social_share",
  "contact_step_progress",
  "ai_generate_image",
  "ai_image_generated",
  "ai_image_generation_error",
  "download_generated_image",
  "send_design_email",
  "design_inquiry_sent",
  "design_inquiry_error",
] as const;
export type EventName = (typeof EVENT_NAMES)[number];

export const errorEventSchema = z.strictObject({
  type: z.literal("error"),
  id,
  sessionId: sessionId.optional(),
  at,
  errorType: text(64),
  message: text(2000),
  stack: text(8000).optional(),
  pagePath: path,
  line: z.number().int().nonnegative().max(10_000_000).optional(),
  column: z.number().int().nonnegative().max(10_000_000).optional(),
  fileName: text(2000).optional(),
});

export const sessionEventSchema = z.strictObject({
  type: z.literal("session"),
  id,
  sessionId,
  at,
  entryPage: path,
  exitPage: path,
  durationSeconds: z
    .number()
    .int()
    .nonnegative()
    .max(7 * 24 * 3600),
  pageViews: z.number().int().nonnegative().max(100_000),
  events: z.number().int().nonnegative().max(1_000_000),
  screen: size,
  viewport: size,
  touch,
});

/**
 * Where a session came from, as its landing page saw it: the external referrer and the campaign
 * parameters of the landing URL (utm_source, utm_medium, utm_campaign, utm_term, utm_content, ref).
 * The tracker keeps it for the session and sends it with each page view, so every view carries its
 * session's channel and campaign (the server derives the channel: analytics/channels.ts).
 */
const campaignText = text(200).optional();
export const sessionSourceSchema = z.strictObject({
  referrer: text(2000).optional(),
  utmSource: campaignText,
  utmMedium: campaignText,
  utmCampaign: campaignText,
  utmTerm: campaignText,
  utmContent: campaignText,
  ref: campaignText,
});
export type SessionSource = z.infer<typeof sessionSourceSchema>;

export const pageViewEventSchema = z.strictObject({
  type: z.literal("pageview"),
  id,
  sessionId,
  at,
  path,
  title: text(300).optional(),
  /** The previous page of the visit (this site's own pages), or the external referrer on landing. */
  referrer: text(2000).optional(),
  source: sessionSourceSchema.optional(),
  screen: size,
  viewport: size,
  touch,
});

export const userEventSchema = z.strictObject({
  type: z.literal("event"),
  id,
  sessionId,
  at,
  name: z.enum(EVENT_NAMES),
  data: z
    .record(z.string().max(64), z.union([z.string().max(500), z.number().finite(), z.boolean(), z.null()]))
    .optional(),
  path,
  elementId: text(200).optional(),
  elementClass: text(300).optional(),
  elementText: text(200).optional(),
});

export const vitalsEventSchema = z.strictObject({
  type: z.literal("vitals"),
  id,
  sessionId,
  at,
  path,
  lcp: metric,
  fid: metric,
  inp: metric,
  cls: z.number().finite().nonnegative().max(100).optional(),
  ttfb: metric,
  fcp: metric,
  domContentLoaded: metric,
  load: metric,
  resourceCount: z.number().int().nonnegative().max(100_000).optional(),
  resourceBytes: z.number().int().nonnegative().max(1e12).optional(),
});

export const analyticsEventSchema = z.discriminatedUnion("type", [
  errorEventSchema,
  sessionEventSchema,
  pageViewEventSchema,
  userEventSchema,
  vitalsEventSchema,
]);

export type ErrorEvent = z.infer<typeof errorEventSchema>;
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;

export const MAX_BATCH_EVENTS = 100;

export const analyticsBatchSchema = z.strictObject({
  events: z.array(analyticsEventSchema).min(1).max(MAX_BATCH_EVENTS),
});

export type AnalyticsBatch = z.infer<typeof analyticsBatchSchema>;
