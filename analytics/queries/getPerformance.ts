import type { DashboardPerformance } from "../../shared/analytics/dashboard";
import { dayKey, hourSpans } from "../rollups";
import { MAX_VITAL_BUCKET, VITALS, vitalBucketOf, vitalKeyOf, vitalSlotOf } from "../sql";
import type { AnalyticsStore } from "../store";
import { DAY_MS, dayCeil, dayFloor, HOUR_MS, hourCeil, hourFloor, type Span } from "../windows";
import { rows } from "./run";
import { addCounts, nthOfMerged, type Sealed, sealedPart } from "./sealed-vitals";
import { tsSpan, tsSpanOf, utcSpan } from "./window-sql";

/**
 * p75 of each web vital in the window (since `from`, or [from, to)), exactly as quantile_cont. The
 * window is covered by merged sealed days (vitals_daily), other sealed hours (vitals_hourly) and raw
 * rows (the partial hours at its ends, and the last ~1.5 hours, not sealed yet). Query 1 finds what
 * is sealed; the value buckets' counts of the sealed days and hours (kept in memory per set of them:
 * sealed-vitals.ts) and of the raw rows are added up to find, per metric, the bucket(s) holding the
 * two ranks around the 75th percentile; only those buckets' values are read (by index, and kept),
 * and the two values picked from them together are interpolated as DuckDB does.
 */
export async function getPerformance(store: AnalyticsStore, [from, to]: Span): Promise<DashboardPerformance> {
  // Sealed days and hours wholly inside the window.
  const days: Span = [dayCeil(from), to === null ? null : dayFloor(to)];
  const hours: Span = [hourCeil(from), to === null ? null : hourFloor(to)];
  // The sealed days and hours in the window, with their seal ids, as JSON text (the hours of its
  // merged days left out).
  const [sealedRow] = await rows<{ days: string | null; hours: string | null }>(
    store,
    `SELECT (SELECT to_json(list({'at': epoch_ms(day), 'seal': seal})) FROM vitals_daily_days
              WHERE ${utcSpan("day", days)})::VARCHAR AS days,
            (SELECT to_json(list({'at': epoch_ms(hour), 'seal': seal})) FROM vitals_sealed_hours
              WHERE ${utcSpan("hour", hours)}
                AND date_trunc('day', hour) NOT IN (SELECT day FROM vitals_daily_days WHERE ${utcSpan("day", days)}))::VARCHAR AS hours`,
  );
  const sealedOf = (json: string | null | undefined) =>
    (JSON.parse(json ?? "[]") as Sealed[]).sort((a, b) => a.at - b.at);
  const sealedDayList = sealedOf(sealedRow?.days);
  const sealedHourList = sealedOf(sealedRow?.hours);
  const daySpans = hourSpans(sealedDayList.flatMap((d) => Array.from({ length: 24 }, (_, h) => d.at + h * HOUR_MS)));
  const hourSpansOnly = hourSpans(sealedHourList.map((h) => h.at));
  // The window minus the sealed days and hours: raw spans.
  const raw: Span[] = [];
  let cursor = from;
  for (const [a, b] of [...daySpans, ...hourSpansOnly].sort((x, y) => x[0] - y[0])) {
    if (a > cursor) raw.push([cursor, a]);
    cursor = Math.max(cursor, b);
  }
  if (to === null || cursor < to) raw.push([cursor, to]);
  const spansIn = (col: string, spans: Span[]) =>
    spans.length ? `(${spans.map((s) => tsSpanOf(col, s)).join(" OR ")})` : "false";
  const sealedDays = spansIn("day", daySpans);
  const sealedHours = spansIn("hour", hourSpansOnly);
  // The UTC days of the sealed hours (vitals_hourly.dk leads with the day).
  const hourDays = [
    ...new Set(
      hourSpansOnly.flatMap(([a, b]) => {
        const out: number[] = [];
        for (let d = a - (a % DAY_MS); d < b; d += DAY_MS) out.push(d);
        return out;
      }),
    ),
  ];
  // One branch per span: an OR of spans would keep DuckDB from skipping row groups by created_at.
  const rawRows = raw.length
    ? raw.map((s) => `SELECT * FROM performance_metrics WHERE ${tsSpan("created_at", s)}`).join(" UNION ALL ")
    : "SELECT * FROM performance_metrics WHERE false";

  // Each list of values sorted and returned as JSON text: parsed natively, several times faster
  // than the bindings' list values. The span tests sit in the SELECT list, as WHERE terms DuckDB
  // would scan for them instead of reading by the index on k (days) or dk (hours).
  const sortedJson = (listsSql: string) =>
    `SELECT to_json(list_sort(flatten(list(vals))))::VARCHAR AS vs FROM (${listsSql})`;
  const [dayPart, hourPart, rawPart] = await Promise.all([
    sealedPart(store, {
      unit: "day",
      sealed: sealedDayList,
      countsSql: `SELECT k, sum(n) AS n FROM vitals_daily WHERE ${sealedDays} GROUP BY k`,
      valuesSql: (k) =>
        sortedJson(
          `SELECT CASE WHEN ${sealedDays} THEN vals ELSE []::DOUBLE[] END AS vals FROM vitals_daily WHERE k = ${k}`,
        ),
    }),
    sealedPart(store, {
      unit: "hour",
      sealed: sealedHourList,
      countsSql: `SELECT k, sum(n) AS n FROM vitals_hourly WHERE ${sealedHours} GROUP BY k`,
      valuesSql: (k) =>
        sortedJson(
          hourDays
            .map(
              (d) =>
                `SELECT CASE WHEN ${sealedHours} THEN vals ELSE []::DOUBLE[] END AS vals FROM vitals_hourly WHERE dk = ${dayKey(d, k)}`,
            )
            .join(" UNION ALL "),
        ),
    }),
    // The raw rows (a few thousand: the last ~1.5 hours and the partial hour at the window's start):
    // their values as JSON text, bucketed here, and their page loads.
    rows<{ samples: number; vals: string | null }>(
      store,
      `SELECT count(resource_count) AS samples, to_json(list([${VITALS.map((m) => m.column).join(", ")}]))::VARCHAR AS vals
         FROM (${rawRows})`,
    ),
  ]);
  const rawBuckets = new Map<number, number[]>();
  for (const row of JSON.parse(rawPart[0]?.vals ?? "[]") as (number | null)[][])
    VITALS.forEach((m, i) => {
      const v = row[i];
      if (v === null || v === undefined) return;
      const k = vitalKeyOf(i + 1, vitalBucketOf(v, m.width));
      const bucket = rawBuckets.get(k);
      if (bucket) bucket.push(v);
      else rawBuckets.set(k, [v]);
    });
  for (const vs of rawBuckets.values()) vs.sort((a, b) => a - b);
  const counts = addCounts([
    dayPart,
    hourPart,
    {
      slots: Int32Array.from([0, ...[...rawBuckets.keys()].map(vitalSlotOf)]),
      counts: Float64Array.from([Number(rawPart[0]?.samples ?? 0), ...[...rawBuckets.values()].map((vs) => vs.length)]),
    },
  ]);
  const samples = counts[0] ?? 0;

  // Per metric: the ranks around the p75, and for each the bucket (k) and the offset in it.
  const plan = VITALS.map((_, i) => {
    const metric = i + 1;
    const first = vitalSlotOf(vitalKeyOf(metric, 0));
    const buckets = counts.subarray(first, first + MAX_VITAL_BUCKET + 1);
    const total = buckets.reduce((a, b) => a + b, 0);
    if (!total) return null;
    const rn = (total - 1) * 0.75;
    const at = (rank: number) => {
      let before = 0;
      for (let b = 0; b < buckets.length; b++) {
        const n = buckets[b] as number;
        if (rank < before + n) return { k: vitalKeyOf(metric, b), offset: rank - before };
        before += n;
      }
      throw new Error("vitals bucket counts are inconsistent");
    };
    return { lo: at(Math.floor(rn)), hi: at(Math.ceil(rn)), d: rn - Math.floor(rn) };
  });

  // The target buckets' values: sealed days' and hours' (kept in memory), and the raw rows'.
  const keys = [...new Set(plan.flatMap((p) => (p ? [p.lo.k, p.hi.k] : [])))];
  const [dayValues, hourValues] = await Promise.all([
    Promise.all(keys.map((k) => dayPart.values(k))),
    Promise.all(keys.map((k) => hourPart.values(k))),
  ]);
  const valueAt = (t: { k: number; offset: number }) => {
    const i = keys.indexOf(t.k);
    return nthOfMerged([dayValues[i] ?? [], hourValues[i] ?? [], rawBuckets.get(t.k) ?? []], t.offset);
  };
  const p75 = (p: (typeof plan)[number]) => {
    if (!p) return null;
    const lo = valueAt(p.lo);
    if (p.d === 0) return lo;
    return lo * (1 - p.d) + valueAt(p.hi) * p.d; // quantile_cont's interpolation
  };
  const result = Object.fromEntries(VITALS.map((m, i) => [m.key, p75(plan[i] ?? null)])) as Record<
    (typeof VITALS)[number]["key"],
    number | null
  >;
  return {
    samples,
    lcp: result.lcp,
    fcp: result.fcp,
    ttfb: result.ttfb,
    inp: result.inp,
    fid: result.fid,
    cls: result.cls,
    load: result.load,
  };
}
