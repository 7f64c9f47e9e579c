import type { DashboardPerformance } from "../../shared/analytics/dashboard";
import { dayKey, hourSpans } from "../rollups";
import { metricOfKey, VITALS, vitalBucket, vitalKey } from "../sql";
import type { AnalyticsStore } from "../store";
import { DAY_MS, dayCeil, dayFloor, HOUR_MS, hourCeil, hourFloor, type Span } from "../windows";
import { rows } from "./run";
import { tsSpan, tsSpanOf, utcSpan } from "./window-sql";

/**
 * p75 of each web vital in the window (since `from`, or [from, to)), exactly as quantile_cont. The
 * window is covered by merged sealed days (vitals_daily), other sealed hours (vitals_hourly) and raw
 * rows (the partial hours at its ends, and the last ~1.5 hours, not sealed yet). Query 1 finds what
 * is sealed; query 2 sums the value buckets' counts and keeps, per metric, the bucket(s) holding the two ranks around the 75th percentile;
 * query 3 reads only those buckets' values (by index), sorts them and picks the two values, which
 * are interpolated as DuckDB does.
 */
export async function getPerformance(store: AnalyticsStore, [from, to]: Span): Promise<DashboardPerformance> {
  // Sealed days and hours wholly inside the window.
  const days: Span = [dayCeil(from), to === null ? null : dayFloor(to)];
  const hours: Span = [hourCeil(from), to === null ? null : hourFloor(to)];
  const [sealedRow] = await rows<{ days: number[] | null; hours: number[] | null }>(
    store,
    `SELECT (SELECT list(epoch_ms(day)) FROM vitals_daily_days WHERE ${utcSpan("day", days)}) AS days,
            (SELECT list(epoch_ms(hour)) FROM vitals_sealed_hours WHERE ${utcSpan("hour", hours)}) AS hours`,
  );
  const sealedDayList = (sealedRow?.days ?? []).map(Number);
  const merged = new Set(sealedDayList);
  const daySpans = hourSpans(sealedDayList.flatMap((d) => Array.from({ length: 24 }, (_, h) => d + h * HOUR_MS)));
  const hourSpansOnly = hourSpans((sealedRow?.hours ?? []).map(Number).filter((h) => !merged.has(h - (h % DAY_MS))));
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
  // The UTC days of the sealed hours (vitals_hourly.dk leads with the day): usually the first day of
  // the range and the last one or two.
  const hourDays = [
    ...new Set(
      hourSpansOnly.flatMap(([a, b]) => {
        const out: number[] = [];
        for (let d = a - (a % DAY_MS); d < b; d += DAY_MS) out.push(d);
        return out;
      }),
    ),
  ];
  // Raw values as (k, v), keyed as vitals_*.k.
  // One branch per span: an OR of spans would keep DuckDB from skipping row groups by created_at.
  const rawRows = raw.length
    ? raw.map((s) => `SELECT * FROM performance_metrics WHERE ${tsSpan("created_at", s)}`).join(" UNION ALL ")
    : "SELECT * FROM performance_metrics WHERE false";
  const rawKeyed = `SELECT ${vitalKey("metric::INTEGER", `CASE metric ${VITALS.map((m, i) => `WHEN ${i + 1} THEN ${vitalBucket("v", m.width)}`).join(" ")} END`)} AS k, v
    FROM (SELECT ${VITALS.map((m, i) => `${m.column} AS "${i + 1}"`).join(", ")} FROM (${rawRows}))
    UNPIVOT (v FOR metric IN (${VITALS.map((_, i) => `"${i + 1}"`).join(", ")}))`;
  const found = await rows<{ metric: number; k: number; n: number; before: number; total: number }>(
    store,
    `WITH c AS (
       SELECT k, sum(n) AS n FROM (
         SELECT k, n FROM vitals_daily WHERE ${sealedDays}
         UNION ALL SELECT k, n FROM vitals_hourly WHERE ${sealedHours}
         UNION ALL SELECT k, count(*) FROM (${rawKeyed}) GROUP BY k
         UNION ALL SELECT 0, count(resource_count) FROM (${rawRows})
       ) GROUP BY k),
     cum AS (SELECT ${metricOfKey("k")} AS metric, k, n, sum(n) OVER w - n AS before, sum(n) OVER (PARTITION BY ${metricOfKey("k")}) AS total
               FROM c WINDOW w AS (PARTITION BY ${metricOfKey("k")} ORDER BY k))
     SELECT metric, k, n, before, total FROM cum
      WHERE metric = 0
         OR (before <= floor((total - 1) * 0.75) AND floor((total - 1) * 0.75) < before + n)
         OR (before <= ceil((total - 1) * 0.75) AND ceil((total - 1) * 0.75) < before + n)`,
  );
  const samples = Number(found.find((f) => Number(f.metric) === 0)?.total ?? 0);
  // Per metric: the ranks around the p75, and for each the bucket (k) and the offset in it.
  const plan = VITALS.map((_, i) => {
    const hits = found.filter((f) => Number(f.metric) === i + 1);
    if (!hits.length) return null;
    const rn = (Number(hits[0]?.total) - 1) * 0.75;
    const at = (rank: number) => {
      const hit = hits.find(
        (h, j) => Number(h.before) <= rank && (j === hits.length - 1 || rank < Number(hits[j + 1]?.before)),
      );
      if (!hit) throw new Error("vitals bucket counts are inconsistent");
      return { k: Number(hit.k), offset: rank - Number(hit.before) };
    };
    return { lo: at(Math.floor(rn)), hi: at(Math.ceil(rn)), d: rn - Math.floor(rn) };
  });
  // The target buckets' values: sealed ones by index (k for days, dk for hours; the span tests sit in
  // the SELECT list, as WHERE terms DuckDB would scan for them instead) and raw ones; sorted, then
  // the two ranks picked (1-based).
  const wanted = new Map<number, number[]>();
  for (const p of plan)
    if (p) for (const t of [p.lo, p.hi]) wanted.set(t.k, [...new Set([...(wanted.get(t.k) ?? []), t.offset + 1])]);
  const keys = [...wanted.keys()];
  const picked = keys.length
    ? await rows<{ k: number; vs: number[] }>(
        store,
        `WITH want(k, idx) AS (VALUES ${[...wanted].map(([k, idx]) => `(${k}, [${idx.join(", ")}])`).join(", ")})
         SELECT k, list_select(list_sort(flatten(list(vals))), any_value(want.idx)) AS vs FROM (
           ${keys
             .flatMap((k) => [
               `SELECT ${k} AS k, CASE WHEN ${sealedDays} THEN vals ELSE []::DOUBLE[] END AS vals FROM vitals_daily WHERE k = ${k}`,
               ...hourDays.map(
                 (d) =>
                   `SELECT ${k}, CASE WHEN ${sealedHours} THEN vals ELSE []::DOUBLE[] END FROM vitals_hourly WHERE dk = ${dayKey(d, k)}`,
               ),
             ])
             .join(" UNION ALL ")}
           UNION ALL SELECT k, list(v) FROM (${rawKeyed}) WHERE k IN (${keys.join(", ")}) GROUP BY k
         ) JOIN want USING (k) GROUP BY k`,
      )
    : [];
  const valueAt = (t: { k: number; offset: number }) => {
    const idx = wanted.get(t.k) as number[];
    const vs = picked.find((r) => Number(r.k) === t.k)?.vs ?? [];
    return Number(vs[idx.indexOf(t.offset + 1)]);
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
