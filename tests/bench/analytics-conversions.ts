import { getConversions } from "../../analytics/queries/getConversions";
import { getReferenceConversions } from "../../analytics/reference/conversions";
import type { AnalyticsStore } from "../../analytics/store";
import { periodOf } from "../../shared/analytics/definitions";
import type { Filters } from "../../shared/analytics/view";

/**
 * The Goals tab and both funnels (`analytics.conversions`) over the seeded 30 days, unfiltered and
 * with one filter (target: median <= 300 ms at 10M page views); two of them are checked against the
 * straightforward SQL (analytics/reference/conversions.ts), whose time is printed beside them.
 */
export async function conversionTimes(store: AnalyticsStore, now: Date, runs: number): Promise<void> {
  const [counts] = (
    await store.read((c) =>
      c.runAndReadAll(`SELECT count(*) AS milestones,
          count(*) FILTER (WHERE milestone IN ('enquiry_sent', 'contact_sent')) AS leads FROM session_milestones`),
    )
  ).getRowObjects() as { milestones: bigint; leads: bigint }[];
  console.log(
    `conversions: ${Number(counts?.milestones).toLocaleString("en")} session milestones, ${Number(counts?.leads).toLocaleString("en")} enquiries and contact messages`,
  );
  const views: [string, Filters][] = [
    ["no filter", {}],
    ["channel Email", { channel: "Email" }],
    ["campaign", { campaign: "newsletter / email / autumn-2026" }],
    ["country CZ", { country: "CZ" }],
    ["page /contact", { page: "/contact" }],
  ];
  for (const range of ["7d", "30d"] as const)
    for (const [name, filters] of views) {
      if (range === "7d" && name !== "no filter") continue;
      const x = { period: periodOf(range, now), filters };
      const times: number[] = [];
      let answer: unknown;
      for (let i = 0; i < runs; i++) {
        const t = performance.now();
        answer = await getConversions(store, x);
        times.push(performance.now() - t);
      }
      times.sort((a, b) => a - b);
      const median = `median ${(times[Math.floor(times.length / 2)] ?? 0).toFixed(1)} ms (${runs} runs; target <= 300 ms)`;
      // The straightforward SQL derives every milestone from the events again in each of its ~40
      // queries (minutes at 10M page views): it is checked on two views.
      if (range === "30d" && (name === "no filter" || name === "channel Email")) {
        const t = performance.now();
        const reference = await getReferenceConversions(store, x);
        const sql = performance.now() - t;
        if (!Bun.deepEquals(answer, reference))
          throw new Error(`conversions ${range} ${name}: differ from the reference SQL`);
        console.log(
          `goals + funnels ${range} ${name}: ${median} = straightforward SQL on DuckDB ${sql.toFixed(0)} ms (same answer)`,
        );
      } else console.log(`goals + funnels ${range} ${name}: ${median}`);
    }
}
