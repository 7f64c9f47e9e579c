import type { Period } from "../definitions";
import type { AnalyticsStore } from "../store";
import { iso, rows } from "./run";

/** p75 of each web vital and load timing over the range, with how many page loads reported it. */
export async function getPerformance(store: AnalyticsStore, period: Period) {
  const [r] = await rows<Record<string, number | null>>(
    store,
    `SELECT count(*) AS samples,
            quantile_cont(lcp, 0.75) AS lcp, quantile_cont(fcp, 0.75) AS fcp, quantile_cont(ttfb, 0.75) AS ttfb,
            quantile_cont(inp, 0.75) AS inp, quantile_cont(fid, 0.75) AS fid, quantile_cont(cls, 0.75) AS cls,
            quantile_cont(load_time, 0.75) AS load
       FROM performance_metrics WHERE created_at >= ?::TIMESTAMPTZ`,
    [iso(period.from)],
  );
  const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
  return {
    samples: Number(r?.samples ?? 0),
    lcp: num(r?.lcp),
    fcp: num(r?.fcp),
    ttfb: num(r?.ttfb),
    inp: num(r?.inp),
    fid: num(r?.fid),
    cls: num(r?.cls),
    load: num(r?.load),
  };
}
