import { createHash } from "node:crypto";
import { availableParallelism, loadavg } from "node:os";
import { DuckDBConnection, DuckDBInstance } from "@duckdb/node-api";

/**
 * The same fixed work timed on whatever machine runs a benchmark, printed first, so figures taken
 * on different machines can be compared. Machines of the same size have measured the same ingest
 * code at 27,000 and at 59,000 events/s (docs/operations.md): without this line a slower machine
 * reads as a regression, a faster one as a gain.
 *
 * - JS: what the ingest's main thread does per beacon, in miniature: parse a 50-event JSON batch,
 *   hash a visitor id, build rows, 15,000 times.
 * - DuckDB: a distinct count over 10M generated rows on every core, the kind of work the filtered
 *   dashboard's breakdowns do (in memory: nothing on disk is timed).
 * Each is the best of 3 runs after an untimed one (the least disturbed by anything else on the
 * machine); on one idle machine they still vary by about 10 %.
 */
export interface MachineSpeed {
  jsMs: number;
  duckdbMs: number;
  cores: number;
  loadAverage: number[];
}

const BATCH = JSON.stringify(
  Array.from({ length: 50 }, (_, i) => ({
    type: "page_view",
    eventId: `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`,
    sessionId: `session-${i % 7}`,
    pagePath: `/services/${i % 11}`,
    referrer: "https://www.google.com/",
    createdAt: 1_764_000_000_000 + i * 1000,
  })),
);

function jsWork(): number {
  let sum = 0;
  for (let i = 0; i < 15_000; i++) {
    const events = JSON.parse(BATCH) as { sessionId: string; pagePath: string; createdAt: number }[];
    const visitor = createHash("sha256")
      .update(`salt|192.0.2.${i % 250}|Mozilla/5.0`)
      .digest();
    for (const e of events) {
      const row = { session: e.sessionId, page: e.pagePath, at: new Date(e.createdAt).toISOString() };
      sum += row.at.length + row.page.length + (visitor[0] ?? 0);
    }
  }
  return sum;
}

const best = async (fn: () => unknown | Promise<unknown>): Promise<number> => {
  await fn(); // warm-up: the JIT and DuckDB's allocator, untimed
  let min = Number.POSITIVE_INFINITY;
  for (let run = 0; run < 3; run++) {
    const t = performance.now();
    await fn();
    min = Math.min(min, performance.now() - t);
  }
  return Math.round(min);
};

export async function machineSpeed(): Promise<MachineSpeed> {
  const jsMs = await best(jsWork);
  const instance = await DuckDBInstance.create(":memory:");
  const c = await DuckDBConnection.create(instance);
  try {
    const duckdbMs = await best(() => c.run("SELECT count(DISTINCT hash(i) % 1000003) FROM range(10000000) t(i)"));
    return { jsMs, duckdbMs, cores: availableParallelism(), loadAverage: loadavg() };
  } finally {
    c.closeSync();
    instance.closeSync();
  }
}

export const describeMachine = (m: MachineSpeed) =>
  `machine: ${m.cores} cores, fixed work JS ${m.jsMs} ms, DuckDB ${m.duckdbMs} ms (best of 3; lower is faster), load average ${m.loadAverage.map((n) => n.toFixed(2)).join(" ")}`;
