import { z } from "zod";

/**
 * What the browser sends to POST /api/analytics/events. Every event carries its own id, so a batch
 * sent twice (a retry, a beacon after a fetch) is stored once. Strings are capped here, not trusted.
 */
const text = (max: number) => z.string().max(max);

export const errorEventSchema = z.object({
  type: z.literal("error"),
  id: z.string().uuid(),
  sessionId: z.string().max(64).optional(),
  at: z.number().int().nonnegative(),
  errorType: text(64),
  message: text(2000),
  stack: text(8000).optional(),
  pagePath: text(2000),
  line: z.number().int().nonnegative().max(10_000_000).optional(),
  column: z.number().int().nonnegative().max(10_000_000).optional(),
  fileName: text(2000).optional(),
});

export type ErrorEvent = z.infer<typeof errorEventSchema>;

export const analyticsBatchSchema = z.object({
  events: z.array(errorEventSchema).min(1).max(100),
});

export type AnalyticsBatch = z.infer<typeof analyticsBatchSchema>;
