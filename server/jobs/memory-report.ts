import { heapStats } from "bun:jsc";
import type { AnalyticsStore } from "../../analytics/store";
import type { DatabaseHandle } from "../db/client";
import type { Logger } from "../logger";

const MiB = 1024 * 1024;
const mib = (bytes: number) => Math.round(bytes / MiB);

export interface MemoryBreakdown {
  rssMiB: number;
  /** JavaScript objects (caches held in JS included). */
  jsHeapMiB: number;
  /** ArrayBuffers and other memory owned by JS objects, PGlite's heap excluded (request bodies, files). */
  buffersMiB: number;
  /** PGlite's WebAssembly heap (shared buffers and its own caches); 0 on PostgreSQL. */
  databaseMiB: number;
  /** DuckDB's buffer-managed memory (blocks, indexes, query state). */
  analyticsMiB: number;
}

/** Where this process's memory is, as far as each part can say (the rest: code, native libraries). */
export async function memoryBreakdown(database: DatabaseHandle, store: AnalyticsStore): Promise<MemoryBreakdown> {
  const usage = process.memoryUsage();
  // Bun counts ArrayBuffers (PGlite's WebAssembly heap among them) as the heap's "extra" memory.
  const heap = heapStats();
  const databaseBytes = database.memoryBytes();
  const duckdb = await store
    .read(async (c) => {
      const reader = await c.runAndReadAll(
        "SELECT coalesce(sum(memory_usage_bytes), 0)::BIGINT AS n FROM duckdb_memory()",
      );
      return Number(reader.getRowObjects()[0]?.n ?? 0);
    })
    .catch(() => 0);
  return {
    rssMiB: mib(usage.rss),
    jsHeapMiB: mib(heap.heapSize - heap.extraMemorySize),
    buffersMiB: mib(Math.max(0, heap.extraMemorySize - databaseBytes)),
    databaseMiB: mib(databaseBytes),
    analyticsMiB: mib(duckdb),
  };
}

/**
 * Logs the breakdown at debug level shortly after start and then every minute, so an operator (and
 * `bun run bench:startup`) can see what holds the memory and whether it grows.
 */
export function startMemoryReports(database: DatabaseHandle, store: AnalyticsStore, log: Logger): () => void {
  // A full collection first, so the figures are what is live, not garbage waiting for the collector.
  const report = () =>
    Promise.resolve(Bun.gc(true))
      .then(() => memoryBreakdown(database, store))
      .then((m) => log.debug("memory", { ...m }))
      .catch(() => {});
  const first = setTimeout(report, 2_000);
  const every = setInterval(report, 60_000);
  first.unref?.();
  every.unref?.();
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}
