import type { Filters, ViewRange } from "./view";

/**
 * What `analytics.dashboard` answers: every card and tab of the analytics page for one range. The
 * server computes it from the rollups (analytics/dashboard.ts); the straightforward SQL of
 * analytics/reference must give the same value, field for field (analytics/rollups.test.ts).
 */
export interface DashboardSummary {
  pageViews: number;
  sessions: number;
  /** Distinct visitors (a daily hash of address and agent): one person on two days counts twice. */
  visitors: number;
  /** Bounced sessions / sessions, in % (0 when there are no sessions). */
  bounceRate: number;
  avgSessionSeconds: number;
}

/** Sessions and visitors by one label (a channel, a referrer host, a campaign, a country, a device, a browser, an OS). */
export interface SessionsByLabel {
  label: string;
  sessions: number;
  /** Distinct visitors with a page view so labelled (a daily id: one person on two days counts twice). */
  visitors: number;
}

export interface DashboardPerformance {
  /** Page loads that reported their load timings (one row per load carries them; each vital comes in its own row). */
  samples: number;
  /** The 75th percentile of each metric, null without samples (ms; CLS unitless). */
  lcp: number | null;
  fcp: number | null;
  ttfb: number | null;
  inp: number | null;
  fid: number | null;
  cls: number | null;
  load: number | null;
}

export interface Dashboard {
  range: ViewRange;
  /** ISO timestamps of the range's start and end. */
  from: string;
  to: string;
  /** The zone the day buckets are cut in: "UTC" for the rolling ranges' rollups, else the company's. */
  timeZone: string;
  unit: "hour" | "day";
  /** The filters applied (none: {}). */
  filters: Filters;
  summary: { current: DashboardSummary; previous: DashboardSummary };
  /** Distinct sessions with a page view in the last 5 minutes. */
  realtimeVisitors: number;
  /**
   * Per hour or per day (a day of `timeZone`): bucket = the instant it starts, as 2026-11-21T13:00:00Z.
   * The rollups list busy buckets only; a filtered or custom view lists every bucket.
   */
  timeSeries: { bucket: string; views: number; sessions: number }[];
  topPages: { path: string; views: number; sessions: number }[];
  topEvents: { label: string; count: number }[];
  /** The top messages among the newest 100 errors of the range. */
  topErrors: { label: string; count: number; lastSeen: string }[];
  performance: DashboardPerformance;
  referrers: SessionsByLabel[];
  devices: SessionsByLabel[];
  browsers: SessionsByLabel[];
  operatingSystems: SessionsByLabel[];
  /** Sessions by channel (Direct, Organic Search, Paid, Social, Email, Referral, AI assistants; "Unknown" before channels were kept). */
  channels: SessionsByLabel[];
  /** Sessions by campaign, "source / medium / campaign"; "(none)" for untagged sessions. */
  campaigns: SessionsByLabel[];
  /** Sessions by country (ISO alpha-2); "Unknown" when the address has none (IPv6, private). */
  countries: SessionsByLabel[];
  /** Sessions by their first and last page (sessions that started in the range). */
  entryPages: { path: string; sessions: number }[];
  exitPages: { path: string; sessions: number }[];
  /** Requests from known bots, counted apart (never as visits). */
  botHits: number;
}
