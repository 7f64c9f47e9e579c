import { dayStart, dayStartsBetween } from "../time-zone";
import { HOUR_MS } from "../windows";

export type SeriesUnit = "hour" | "day";
/** Hours for a window of up to two days (24 h, a custom range of one or two days), days beyond. */
export const seriesUnitOf = (from: number, to: number): SeriesUnit => (to - from <= 2 * 86_400_000 ? "hour" : "day");
export interface SeriesPoint {
  bucket: string;
  views: number;
  sessions: number;
}

/** A bucket's start as the API writes it: 2026-11-21T13:00:00Z. */
export const bucketText = (t: number) => `${new Date(t).toISOString().slice(0, 19)}Z`;

/** The start of a bucket found by SQL: an hour's epoch ms, or a local day (YYYY-MM-DD) of `timeZone`. */
export const bucketStart = (key: number | string, timeZone: string) =>
  typeof key === "string" && key.includes("-") ? dayStart(key, timeZone) : Number(key);

/**
 * Every bucket from the one holding `from` to the one holding the instant before `to`, with zeros
 * where nothing happened, and any busy bucket after `to` (a rolling range reads rows a little ahead
 * of the clock): hours, or the days of `timeZone` (23, 24 or 25 hours long).
 */
export function completeSeries(
  found: Map<number, { views: number; sessions: number }>,
  unit: SeriesUnit,
  from: number,
  to: number,
  timeZone: string,
): SeriesPoint[] {
  const first = Math.floor(from / HOUR_MS) * HOUR_MS;
  const starts =
    unit === "hour"
      ? Array.from({ length: Math.max(0, Math.ceil((to - first) / HOUR_MS)) }, (_, i) => first + i * HOUR_MS)
      : dayStartsBetween(from, to, timeZone);
  const all = new Set(starts);
  for (const t of found.keys()) all.add(t);
  return [...all]
    .sort((a, b) => a - b)
    .map((t) => ({ bucket: bucketText(t), views: found.get(t)?.views ?? 0, sessions: found.get(t)?.sessions ?? 0 }));
}
