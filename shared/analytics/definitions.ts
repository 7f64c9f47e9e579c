/**
 * The metric definitions, in one place (shown on the dashboard too):
 * - Session: one id per page load sequence in a tab, with entry/exit page, device, page views, events, duration.
 * - Bounce: a session with at most 1 page view and at most 1 event. Bounce rate = bounced / sessions, in %.
 * - Average session: mean of duration_seconds, shown as minutes and seconds.
 * - Web vitals: the 75th percentile (p75), as Google's thresholds are defined.
 * - Ranges: created_at >= now - 1, 7 or 30 days, or whole days from..to; days (buckets and custom ranges)
 *   in the company's time zone (ANALYTICS_TIME_ZONE); the previous period is the same length before it.
 */
export const RANGES = { "24h": 1, "7d": 7, "30d": 30 } as const;
export type RangeKey = keyof typeof RANGES;

export interface Period {
  from: Date;
  to: Date;
  previousFrom: Date;
}

export function periodOf(range: RangeKey, now = new Date()): Period {
  const ms = RANGES[range] * 24 * 60 * 60 * 1000;
  return { from: new Date(now.getTime() - ms), to: now, previousFrom: new Date(now.getTime() - 2 * ms) };
}

/** Good / needs improvement / poor thresholds of the web vitals (ms, CLS unitless). */
export const VITAL_THRESHOLDS = {
  lcp: [2500, 4000],
  fcp: [1800, 3000],
  ttfb: [800, 1800],
  inp: [200, 500],
  fid: [100, 300],
  cls: [0.1, 0.25],
} as const;
export type Vital = keyof typeof VITAL_THRESHOLDS;

export function rateVital(name: Vital, value: number | null): "good" | "needs-improvement" | "poor" | null {
  if (value === null) return null;
  const [good, poor] = VITAL_THRESHOLDS[name];
  return value <= good ? "good" : value <= poor ? "needs-improvement" : "poor";
}

export const TOP_N = 5;
export const ERROR_LOG_LIMIT = 100;

/** The range shown without one in the URL. */
export const DEFAULT_RANGE: RangeKey = "7d";
