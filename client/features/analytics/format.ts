import { format, type Locale } from "../../../shared/i18n";

/**
 * Number and date formatting of the analytics dashboard, in the page's language. Times are UTC unless
 * a zone is given (the dashboard passes its response's, and names it beside them).
 */
const tag = (locale: Locale) => (locale === "cs" ? "cs-CZ" : "en-GB");

export function formatNumber(value: number, locale: Locale, maximumFractionDigits = 0): string {
  return new Intl.NumberFormat(tag(locale), { maximumFractionDigits }).format(value);
}

/** A chart axis's number, short: "950", "1.5K", "150K" / "950", "1,5 tis.", "150 tis.", "2 mil.". */
export function formatCompact(value: number, locale: Locale): string {
  return new Intl.NumberFormat(tag(locale), { notation: "compact", maximumFractionDigits: 1 }).format(value);
}

/** A percentage given as 0-100, with one decimal: "42.5%" / "42,5 %". */
export function formatPercent(percent: number, locale: Locale): string {
  return new Intl.NumberFormat(tag(locale), {
    style: "percent",
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(percent / 100);
}

/** Seconds as minutes and two-digit seconds through a template such as "{m}m {s}s": 125 → "2m 05s". */
export function formatDuration(seconds: number, template: string): string {
  const total = Math.max(0, Math.round(Number.isFinite(seconds) ? seconds : 0));
  const m = Math.floor(total / 60);
  const s = total % 60;
  return format(template, { m, s: String(s).padStart(2, "0") });
}

/** The change from `previous` to `current` in percent, or null when there is nothing to compare with. */
export function percentChange(current: number, previous: number): number | null {
  if (!previous || !Number.isFinite(previous)) return null;
  return ((current - previous) / previous) * 100;
}

/** A signed whole percentage: "+12%", "-5%", "0%". */
export function formatChange(change: number, locale: Locale): string {
  const rounded = Math.round(change);
  return new Intl.NumberFormat(tag(locale), {
    style: "percent",
    maximumFractionDigits: 0,
    signDisplay: "exceptZero",
  }).format((Object.is(rounded, -0) ? 0 : rounded) / 100);
}

/**
 * Timestamps from the API: ISO strings, or DuckDB's "2026-03-12 14:05:00.123+00". Returns null for
 * anything unreadable.
 */
export function parseTimestamp(value: string | Date | null | undefined): Date | null {
  if (!value) return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  let text = value.trim().replace(" ", "T");
  if (/[+-]\d{2}$/.test(text)) text += ":00";
  else if (!/(Z|[+-]\d{2}:?\d{2})$/.test(text)) text += "Z";
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "12 Mar 2026, 14:05" / "12. 3. 2026 14:05", in UTC or the given zone. */
export function formatDateTime(value: string | Date | null | undefined, locale: Locale, timeZone = "UTC"): string {
  const date = parseTimestamp(value);
  if (!date) return typeof value === "string" ? value : "";
  return new Intl.DateTimeFormat(tag(locale), { dateStyle: "medium", timeStyle: "short", timeZone }).format(date);
}

/** A calendar day given as YYYY-MM-DD: "12 Mar 2026" / "12. 3. 2026". */
export function formatDay(day: string, locale: Locale): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(tag(locale), { dateStyle: "medium", timeZone: "UTC" }).format(date);
}

export type Unit = "hour" | "day";

/** A bucket's label on the chart's axis: "14:00" for hours, "12 Mar" / "12. 3." for days (UTC or the given zone). */
export function formatBucket(bucket: string, unit: Unit, locale: Locale, long = false, timeZone = "UTC"): string {
  const date = parseTimestamp(bucket);
  if (!date) return bucket;
  const options: Intl.DateTimeFormatOptions =
    unit === "hour"
      ? long
        ? { day: "numeric", month: "short", hour: "2-digit", minute: "2-digit", timeZone }
        : { hour: "2-digit", minute: "2-digit", timeZone }
      : { day: "numeric", month: "short", timeZone, ...(long ? { weekday: "short" } : {}) };
  return new Intl.DateTimeFormat(tag(locale), options).format(date);
}

/**
 * A bucket as the CSV writes it: its start in the zone the header names, as spreadsheets read a
 * date ("2026-12-07 03:00", "2026-12-07"). It was the UTC instant under a header naming Prague.
 */
export function bucketCsv(bucket: string, unit: Unit, timeZone: string): string {
  const date = parseTimestamp(bucket);
  if (!date) return bucket;
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-GB", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
  const day = `${parts.year}-${parts.month}-${parts.day}`;
  return unit === "hour" ? `${day} ${parts.hour}:${parts.minute}` : day;
}

export interface Point {
  bucket: string;
  views: number;
  sessions: number;
}

/** The key of the bucket holding `time`, as the API writes it: "2026-03-12T14:00:00Z". */
export function bucketKey(time: number, unit: Unit): string {
  const iso = new Date(time).toISOString();
  return unit === "hour" ? `${iso.slice(0, 13)}:00:00Z` : `${iso.slice(0, 10)}T00:00:00Z`;
}

/**
 * Every bucket of the range, from the one holding `from` to the one holding `to`, with the API's
 * figures where it has them and zeros where nothing happened (the API lists only busy buckets).
 */
export function fillBuckets(series: Point[], from: string, to: string, unit: Unit): Point[] {
  const start = parseTimestamp(from)?.getTime();
  const end = parseTimestamp(to)?.getTime();
  if (start === undefined || end === undefined || end < start) return series;
  const step = unit === "hour" ? 3_600_000 : 86_400_000;
  const known = new Map(series.map((p) => [p.bucket, p]));
  const points: Point[] = [];
  const first = parseTimestamp(bucketKey(start, unit))?.getTime() ?? start;
  for (let t = first; t <= end && points.length < 1000; t += step) {
    const key = bucketKey(t, unit);
    const hit = known.get(key);
    points.push({ bucket: key, views: Number(hit?.views ?? 0), sessions: Number(hit?.sessions ?? 0) });
    known.delete(key);
  }
  // Anything the API returned outside the computed buckets is kept, in order.
  if (known.size) return [...points, ...known.values()].sort((a, b) => a.bucket.localeCompare(b.bucket));
  return points;
}

/** A round upper bound for an axis and its step: 0-7 → 8 (step 2), 93 → 100 (step 25). */
export function niceScale(max: number, ticks = 4): { max: number; step: number } {
  if (!(max > 0)) return { max: ticks, step: 1 };
  const raw = max / ticks;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = ([1, 2, 2.5, 5, 10].map((m) => m * magnitude).find((s) => s >= raw) ?? 10 * magnitude) as number;
  const niceStep = Math.max(1, step);
  return { max: Math.ceil(max / niceStep) * niceStep, step: niceStep };
}
