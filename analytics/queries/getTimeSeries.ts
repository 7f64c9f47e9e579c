import { KIND, PAIR_PREFIX } from "../sql";
import type { AnalyticsStore } from "../store";
import { dayOf } from "../time-zone";
import { HOUR_MS, hourCeil, hourFloor, type Span, splitWindow } from "../windows";
import { rows } from "./run";
import { bucketStart, completeSeries, type SeriesUnit } from "./series";
import { pairSessions, sqlString, tsSpan, utcSpan } from "./window-sql";

/**
 * Page views and sessions per hour or per day of the store's time zone in the window (since `from`,
 * or [from, to)), every bucket from `from` to `end` listed (a rolling range ends now; a custom range,
 * at the end of its last day). A local day is a union of whole UTC hours, so views come from the
 * hourly counters (and the partial first hour raw); sessions from the pair keys 'h<UTC hour>' and
 * 'D<local day>', each counted in its own bucket.
 */
export async function getTimeSeries(store: AnalyticsStore, span: Span, unit: SeriesUnit, edge: string, end: number) {
  const tz = store.timeZone;
  const [from, to] = span;
  const parts = splitWindow(from, to);
  // Its whole hours (the days too: a local day is a union of UTC hours).
  const wholeHours: Span = [hourCeil(from), to === null ? null : hourFloor(to)];
  // A bucket key: an hour's epoch ms, or a local day as YYYY-MM-DD.
  const hourKey = (ts: string) =>
    unit === "hour" ? `(epoch_ms(${ts}) // ${HOUR_MS}) * ${HOUR_MS}` : `analytics_day(${ts})`;
  // A raw span lies within one hour: its rows share the bucket of its start.
  const keyOf = (t: number) => (unit === "hour" ? String(hourFloor(t)) : sqlString(dayOf(t, tz)));
  const views = await rows<{ b: string | number; n: number }>(
    store,
    `SELECT b::VARCHAR AS b, sum(n) AS n FROM (
        ${[
          ...parts.raw.map(
            (s) => `SELECT ${keyOf(s[0])} AS b, count(*) AS n FROM page_views WHERE ${tsSpan("created_at", s)}`,
          ),
          // Summed per hour first (a row per page and hour), so the zone is applied to ~720 hours only.
          `SELECT ${hourKey("timezone('UTC', hour)")} AS b, n FROM (
              SELECT hour, sum(n) AS n FROM analytics_hourly
               WHERE kind = ${KIND.views} AND ${utcSpan("hour", wholeHours)} GROUP BY hour)`,
        ].join(" UNION ALL ")}
      ) GROUP BY 1 HAVING sum(n) > 0`,
  );
  const prefix = unit === "hour" ? PAIR_PREFIX.hour : PAIR_PREFIX.day;
  const sessionRows = await rows<{ label: string; n: number }>(
    store,
    `SELECT k AS label, n FROM (${pairSessions(span, `starts_with(label, '${prefix}')`)})`,
    [edge],
  );
  const found = new Map<number, { views: number; sessions: number }>();
  const at = (t: number) => {
    const p = found.get(t) ?? { views: 0, sessions: 0 };
    found.set(t, p);
    return p;
  };
  for (const v of views) at(bucketStart(unit === "hour" ? Number(v.b) : String(v.b), tz)).views += Number(v.n);
  // A pair counts only if its key's last view is in the window: buckets outside it get none.
  // 'h' labels are UTC hours written as 2026-11-21T13:00:00Z; 'D' labels local days.
  for (const s of sessionRows) {
    const label = s.label.slice(1);
    at(unit === "hour" ? Date.parse(label) : bucketStart(label, tz)).sessions += Number(s.n);
  }
  return completeSeries(found, unit, from, end, tz);
}
