import { TOP_N } from "../shared/analytics/definitions";
import { CHANNELS } from "./channels";

/**
 * SQL fragments shared by the straightforward queries (analytics/reference), the rollups kept at
 * ingest (analytics/write.ts, analytics/schema.ts) and the fast dashboard (analytics/dashboard.ts),
 * so each label is computed by one expression everywhere.
 */

/** The UTC hour / day a timestamp falls in, as a TIMESTAMP (no time zone) — the rollups' keys. */
export const hourOf = (col: string) => `date_trunc('hour', ${col} AT TIME ZONE 'UTC')`;

/**
 * The local day (YYYY-MM-DD) of a timestamp in the store's time zone: a macro the store defines from
 * ANALYTICS_TIME_ZONE (analytics/store.ts), so the day pair keys follow the company's days.
 */
export const dayMacroSql = (timeZone: string) =>
  `CREATE OR REPLACE MACRO analytics_day(ts) AS strftime(timezone('${timeZone.replaceAll("'", "''")}', ts), '%Y-%m-%d');`;

/** The UTC calendar day a timestamp falls in, as a DATE (the visitors' days). */
export const utcDayOf = (col: string) => `(${col} AT TIME ZONE 'UTC')::DATE`;

/** The time-series bucket label, e.g. 2026-11-21T13:00:00Z (hourly) or 2026-11-21T00:00:00Z (daily). */
export const bucketLabel = (col: string, unit: "hour" | "day") =>
  `strftime(date_trunc('${unit}', ${col} AT TIME ZONE 'UTC'), '%Y-%m-%dT%H:00:00Z')`;

/** The session's external referrer host, or "(direct)". */
export const referrerLabel = (hostCol: string) => `coalesce(nullif(${hostCol}, ''), '(direct)')`;

/** A campaign as "source / medium / campaign"; "(none)" for a session without utm_campaign. */
export const campaignLabel = (t = "") =>
  `CASE WHEN ${t}utm_campaign IS NULL THEN '(none)'
        ELSE coalesce(${t}utm_source, '(none)') || ' / ' || coalesce(${t}utm_medium, '(none)') || ' / ' || ${t}utm_campaign END`;

/** Device type, browser or OS, "Other" when unknown. */
export const agentLabel = (col: string) => `coalesce(${col}, 'Other')`;

export const BREAKDOWNS = ["referrer", "device_type", "browser", "os", "channel", "campaign", "country"] as const;
export type BreakdownColumn = (typeof BREAKDOWNS)[number];
/**
 * How many rows each breakdown lists: the top TOP_N, except the channels, a closed list shown whole
 * (with "Unknown" for views stored before channels were): cut at five, the sixth and seventh channel
 * (often Email and Referral) were missing from a card whose every row is a filter.
 */
export const breakdownRows = (column: BreakdownColumn): number => (column === "channel" ? CHANNELS.length + 1 : TOP_N);
/** breakdownRows in SQL, for a query that ranks every breakdown at once: `keyOf` is each one's value of `expr`. */
export const breakdownRowsSql = (expr: string, keyOf: (column: BreakdownColumn, i: number) => string) =>
  `CASE ${expr} ${BREAKDOWNS.map((column, i) => `WHEN ${keyOf(column, i)} THEN ${breakdownRows(column)}`).join(" ")} END`;
/** Each breakdown's label of a page view, as the reference SQL and the pair keys both compute it. */
export const breakdownLabel = (column: BreakdownColumn, t = "") =>
  column === "referrer"
    ? referrerLabel(`${t}referrer_host`)
    : column === "campaign"
      ? campaignLabel(t)
      : column === "channel" || column === "country"
        ? `coalesce(${t}${column}, 'Unknown')`
        : agentLabel(`${t}${column}`);

/**
 * Counter kinds of analytics_hourly / analytics_daily (rows: kind, label, hour|day, n). Additive:
 * each is a count (or sum) of rows by the hour (day) of their created_at, so any set of whole hours
 * and days adds up exactly.
 */
export const KIND = {
  /** page views, label = page_path */
  views: 1,
  /** user events, label = event_name */
  events: 2,
  /** error_logs rows, label '' */
  errors: 3,
  /** user_sessions rows by created_at, label '' */
  sessions: 4,
  /** of those, bounced (page_views_count <= 1 AND events_count <= 1) */
  bounced: 5,
  /** sum of duration_seconds (non-null) */
  durationSum: 6,
  /** count of non-null duration_seconds */
  durationCount: 7,
  /**
   * (session, label) pairs by the hour of their LAST page view — label is a pair key (see
   * PAIR_KEYS). "Sessions with a page view labelled L since t" = pairs (L, s) whose last view is
   * at or after t: the sum of these counters over the whole hours/days after t, plus the pairs whose
   * last view falls in the partial hour at t (read from session_pairs).
   */
  pairs: 8,
  /**
   * Visitors by breakdown label (label = a label key, see labelKeys), in analytics_daily only: the
   * distinct (visitor, label) of a UTC day's page views. A visitor id never appears on two UTC days
   * (its salt is the day's), so whole days add up exactly; visitor_labels holds each triple once so
   * that ingest counts a triple only the first time it sees it.
   */
  labelVisitors: 9,
  /**
   * user_sessions rows by the hour of created_at, label = entry_page (rows without one are not
   * counted). A session's entry page is written once, with its first record.
   */
  entryPages: 10,
  /**
   * The same by exit_page. A session's exit page moves as it goes on: ingest takes the page a
   * record replaced off the session's hour and adds the new one (analytics/write.ts).
   */
  exitPages: 11,
} as const;

/**
 * The pair keys a page view contributes to its session's entry in session_pairs: its path ('p'),
 * referrer host ('r'), device ('d'), browser ('b'), OS ('o'), and its hour ('h') and day ('D')
 * buckets — one letter, then the label exactly as the straightforward SQL computes it.
 */
export const PAIR_PREFIX: Record<BreakdownColumn | "path" | "hour" | "day", string> = {
  path: "p",
  referrer: "r",
  device_type: "d",
  browser: "b",
  os: "o",
  channel: "c",
  campaign: "m",
  country: "g",
  hour: "h",
  day: "D",
};
export const pairKeys = (t = "") =>
  `[${[
    `'p' || ${t}page_path`,
    ...BREAKDOWNS.map((b) => `'${PAIR_PREFIX[b]}' || ${breakdownLabel(b, t)}`),
    `'h' || ${bucketLabel(`${t}created_at`, "hour")}`,
    `'D' || analytics_day(${t}created_at)`,
  ].join(", ")}]`;

/** The breakdown keys of a page view ('r' || referrer label, 'd' || device, ...), as in the pair keys. */
export const labelKeys = (t = "") =>
  `[${BREAKDOWNS.map((b) => `'${PAIR_PREFIX[b]}' || ${breakdownLabel(b, t)}`).join(", ")}]`;

/**
 * Web vitals: the metrics with a p75 on the dashboard, in the order of their metric number in
 * vitals_daily, and the width of the value buckets used to find the p75 quickly (buckets only narrow
 * the search; the value itself is always an exact value of the data). Bucket = floor(v / width),
 * capped, so bucket order is value order.
 */
export const VITALS = [
  { key: "lcp", column: "lcp", width: 5 },
  { key: "fcp", column: "fcp", width: 5 },
  { key: "ttfb", column: "ttfb", width: 2 },
  { key: "inp", column: "inp", width: 1 },
  { key: "fid", column: "fid", width: 1 },
  { key: "cls", column: "cls", width: 0.001 },
  { key: "load", column: "load_time", width: 10 },
] as const;
export type VitalKey = (typeof VITALS)[number]["key"];
export const MAX_VITAL_BUCKET = 30_000;
// Clamped into [0, MAX_VITAL_BUCKET] (values are never negative; the clamp keeps the bucket order the
// value order, and keeps k = metric * 100000 + bucket decodable).
export const vitalBucket = (col: string, width: number) =>
  `least(greatest(floor(${col} / ${width}), 0), ${MAX_VITAL_BUCKET})::SMALLINT`;
/** The same bucket in JS, for the few raw rows a p75 reads (sql.test.ts holds the two equal). */
export const vitalBucketOf = (v: number, width: number) =>
  Math.min(Math.max(Math.floor(v / width), 0), MAX_VITAL_BUCKET);

/**
 * How the vitals rollups key a value bucket: k = metric * VITAL_KEY + bucket (indexed: the p75 reads
 * one bucket's values), and dk = the UTC day number * DAY_KEY + k (one day's hours of one bucket).
 * MAX_VITAL_BUCKET < VITAL_KEY keeps both decodable.
 */
const VITAL_KEY = 100_000;
const DAY_KEY = 1_000_000;
export const vitalKey = (metric: string, bucket: string) => `${metric} * ${VITAL_KEY} + ${bucket}`;
export const dayKeySql = (dayNumber: string, k: string) => `${dayNumber} * ${DAY_KEY} + ${k}`;
export const dayKeyOf = (dayNumber: number, k: number) => dayNumber * DAY_KEY + k;
/**
 * The same keys in memory (analytics/queries/sealed-vitals.ts): slot = metric * (MAX_VITAL_BUCKET + 1)
 * + bucket, dense, so a window's bucket counts are one array (metric 0 is the page loads' count).
 */
export const VITAL_SLOTS = (VITALS.length + 1) * (MAX_VITAL_BUCKET + 1);
export const vitalSlotOf = (k: number) => Math.floor(k / VITAL_KEY) * (MAX_VITAL_BUCKET + 1) + (k % VITAL_KEY);
export const vitalKeyOf = (metric: number, bucket: number) => metric * VITAL_KEY + bucket;

/** Timestamps as SQL literals (inlined, so DuckDB can skip row groups by their min/max). */
export const tsLiteral = (d: Date | number) => `'${new Date(d).toISOString()}'::TIMESTAMPTZ`;
/** The UTC calendar day of an instant as a DATE literal (the visitors' day key). */
export const utcDateLiteral = (d: Date | number) => `'${new Date(d).toISOString().slice(0, 10)}'::DATE`;
/** A UTC hour or day start as a TIMESTAMP literal (the rollups' key type). */
export const utcLiteral = (d: Date | number) =>
  `'${new Date(d).toISOString().slice(0, 19).replace("T", " ")}'::TIMESTAMP`;
