import { z } from "zod";

/**
 * What the browser sends to POST /api/analytics/events: a batch of events of five kinds. Every event
 * carries its own id, so a batch sent twice (a retry, a beacon after a fetch) is stored once.
 * Strings are capped here, not trusted; timestamps are clamped by the server.
 */
const text = (max: number) => z.string().max(max);
const id = z.uuid();
const sessionId = z.string().min(8).max(64);
const at = z.number().int().nonnegative();
const path = text(2000);
const size = text(32).optional();
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

export const errorEventSchema = z.object({
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

export const sessionEventSchema = z.object({
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
});

export const pageViewEventSchema = z.object({
  type: z.literal("pageview"),
  id,
  sessionId,
  at,
  path,
  title: text(300).optional(),
  referrer: text(2000).optional(),
  screen: size,
  viewport: size,
});

export const userEventSchema = z.object({
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

export const vitalsEventSchema = z.object({
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

export const analyticsBatchSchema = z.object({
  events: z.array(analyticsEventSchema).min(1).max(MAX_BATCH_EVENTS),
});

export type AnalyticsBatch = z.infer<typeof analyticsBatchSchema>;
