import { mkdirSync } from "node:fs";
import { availableParallelism } from "node:os";
import { dirname } from "node:path";
import { DuckDBConnection, DuckDBInstance } from "@duckdb/node-api";
import { analyticsMigrations } from "./schema";

/**
 * The embedded DuckDB analytics store. DuckDB allows one writer process per file, so each server
 * process opens exactly one instance and shares this handle. Writes (analytics/ingest.ts, one
 * transaction at a time) use `connection`; the dashboard reads through its own connections (`read`),
 * so it never runs inside an open write transaction and sees committed data only. Its queries run
 * concurrently on READERS connections: most are small, and overlapping them hides each one's fixed
 * cost (planning, result conversion) behind another's execution.
 */
export interface AnalyticsStore {
  connection: DuckDBConnection;
  reader: DuckDBConnection;
  /** Runs `fn` on a free read connection (one of READERS), waiting for one if all are busy. */
  read<T>(fn: (c: DuckDBConnection) => Promise<T>): Promise<T>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface AnalyticsStoreOptions {
  /** DuckDB's memory limit (default 2GB): buffers, indexes, query state. */
  memoryLimit?: string;
  /** DuckDB worker threads (default, or 0: the number of cores). */
  threads?: number;
}

const READERS = 3;

export async function openAnalyticsStore(file: string, options: AnalyticsStoreOptions = {}): Promise<AnalyticsStore> {
  if (file !== ":memory:") mkdirSync(dirname(file), { recursive: true });
  const threads = options.threads || availableParallelism();
  const instance = await DuckDBInstance.create(file, {
    memory_limit: options.memoryLimit ?? "2GB",
    threads: String(threads),
  });
  const connection = await DuckDBConnection.create(instance);
  // Hours and days are UTC everywhere (the SQL also says AT TIME ZONE 'UTC' where it matters).
  await connection.run("SET GLOBAL TimeZone = 'UTC'");
  await migrateAnalytics(connection);
  const readers = await Promise.all(Array.from({ length: READERS }, () => DuckDBConnection.create(instance)));
  const reader = readers[0] as DuckDBConnection;
  const free = [...readers];
  const waiting: ((c: DuckDBConnection) => void)[] = [];
  const release = (c: DuckDBConnection) => {
    const next = waiting.shift();
    if (next) next(c);
    else free.push(c);
  };
  let closed = false;
  return {
    connection,
    reader,
    async read(fn) {
      const c = free.pop() ?? (await new Promise<DuckDBConnection>((resolve) => waiting.push(resolve)));
      try {
        return await fn(c);
      } finally {
        release(c);
      }
    },
    async ping() {
      await connection.run("SELECT 1");
    },
    async close() {
      if (closed) return;
      closed = true;
      // A checkpoint folds the WAL into the file, so the next start does not replay it.
      await connection.run("CHECKPOINT").catch(() => {});
      for (const r of readers) r.closeSync();
      connection.closeSync();
      instance.closeSync();
    },
  };
}

async function migrateAnalytics(connection: DuckDBConnection): Promise<void> {
  await connection.run(
    "CREATE TABLE IF NOT EXISTS analytics_schema_version (version INTEGER PRIMARY KEY, applied_at TIMESTAMPTZ DEFAULT now())",
  );
  const reader = await connection.runAndReadAll("SELECT coalesce(max(version), 0) AS v FROM analytics_schema_version");
  const current = Number(reader.getRowObjects()[0]?.v ?? 0);
  for (let i = current; i < analyticsMigrations.length; i++) {
    await connection.run("BEGIN TRANSACTION");
    try {
      await connection.run(analyticsMigrations[i] as string);
      await connection.run(`INSERT INTO analytics_schema_version (version) VALUES (${i + 1})`);
      await connection.run("COMMIT");
    } catch (error) {
      await connection.run("ROLLBACK");
      throw error;
    }
  }
}
