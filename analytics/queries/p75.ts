import type { DashboardPerformance } from "../../shared/analytics/dashboard";

/**
 * The straightforward p75 of each web vital and load timing over the performance_metrics rows
 * matching `where`, with the page loads that reported load timings: the definition the reference
 * states and the raw path (custom ranges, filters) runs. `run` reads the one row; `source` is the
 * table or a subquery of its rows (the raw path's joined with the matching sessions).
 */
export async function p75Performance(
  run: (sql: string) => Promise<Record<string, number | null>[]>,
  where: string,
  source = "performance_metrics",
): Promise<DashboardPerformance> {
  const [r] = await run(
    `SELECT count(resource_count) AS samples,
            quantile_cont(lcp, 0.75) AS lcp, quantile_cont(fcp, 0.75) AS fcp, quantile_cont(ttfb, 0.75) AS ttfb,
            quantile_cont(inp, 0.75) AS inp, quantile_cont(fid, 0.75) AS fid, quantile_cont(cls, 0.75) AS cls,
            quantile_cont(load_time, 0.75) AS load
       FROM ${source} WHERE ${where}`,
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
