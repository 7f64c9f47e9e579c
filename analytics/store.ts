import { mkdirSync, statSync } from "node:fs";
import { availableParallelism } from "node:os";
import { dirname } from "node:path";
import { DuckDBConnection, DuckDBInstance } from "@duckdb/node-api";
import { CHECKPOINT_THRESHOLD } from "./checkpoint";
import { rebuildPairsSql } from "./rollups";
import { analyticsMigrations } from "./schema";
import { ensureSessionKeys } from "./session-key";
import { dayMacroSql, pairKeys } from "./sql";

/**
 * The embedded DuckDB analytics store. DuckDB allows one writer process per file, so each server
 * process opens exactly one instance and shares this handle. Writes go through `write`, one at a
 * time on the single write connection (a transaction must never interleave with another); the
 * dashboard reads through `read`, on connections of their own, so it never runs inside an open
 * write transaction and sees committed data only. Reads run concurrently on READERS connections:
 * most are small, and overlapping them hides each one's fixed cost (planning, result conversion)
 * behind another's execution.
 */
export interface AnalyticsStore {
  /** Runs `fn` on the write connection once every earlier write has finished. */
  write<T>(fn: (c: DuckDBConnection) => Promise<T>): Promise<T>;
  /** Runs `fn` on a free read connection (one of READERS), waiting for one if all are busy. */
  read<T>(fn: (c: DuckDBConnection) => Promise<T>): Promise<T>;
  /**
   * `SELECT 1` on a connection of its own (the health check's): it must not wait in line behind
   * the dashboard's reads, or a burst of heavy views would make a healthy instance look down.
   * Concurrent pings share one.
   */
  ping(): Promise<void>;
  /**
   * Folds the write-ahead log into the file (CHECKPOINT, in turn with the writes) if it has grown
   * to `minBytes` or more; resolves whether it did. The ingest calls it when it is idle.
   */
  checkpointIfWal(minBytes: number): Promise<boolean>;
  close(): Promise<void>;
  /** The zone the day pair keys are cut in (ANALYTICS_TIME_ZONE; UTC unless given). */
  readonly timeZone: string;
}

export interface AnalyticsStoreOptions {
  /** DuckDB's memory limit (default 2GB): buffers, indexes, query state. */
  memoryLimit?: string;
  /** DuckDB worker threads (default, or 0: the number of cores). */
  threads?: number;
  /** The company's time zone for day keys (default UTC). */
  timeZone?: string;
  /** The WAL size at which a commit also checkpoints (default CHECKPOINT_THRESHOLD), DuckDB's syntax. */
  checkpointThreshold?: string;
}

const READERS = 3;

export async function openAnalyticsStore(file: string, options: AnalyticsStoreOptions = {}): Promise<AnalyticsStore> {
  if (file !== ":memory:") mkdirSync(dirname(file), { recursive: true });
  const threads = options.threads || availableParallelism();
  const instance = await DuckDBInstance.create(file, {
    memory_limit: options.memoryLimit ?? "2GB",
    threads: String(threads),
    checkpoint_threshold: options.checkpointThreshold ?? CHECKPOINT_THRESHOLD,
  });
  const connection = await DuckDBConnection.create(instance);
  // Hours and days are UTC everywhere (the SQL also says AT TIME ZONE 'UTC' where it matters).
  await connection.run("SET GLOBAL TimeZone = 'UTC'");
  await migrateAnalytics(connection);
  const timeZone = options.timeZone ?? "UTC";
  await applyTimeZone(connection, timeZone);
  await ensureSessionKeys(connection);
  const readers = await Promise.all(Array.from({ length: READERS }, () => DuckDBConnection.create(instance)));
  const free = [...readers];
  const pinger = await DuckDBConnection.create(instance);
  let pinging: Promise<void> | null = null;
  let writes: Promise<unknown> = Promise.resolve();
  const waiting: ((c: DuckDBConnection) => void)[] = [];
  const release = (c: DuckDBConnection) => {
    const next = waiting.shift();
    if (next) next(c);
    else free.push(c);
  };
  let closed = false;
  const read = async <T>(fn: (c: DuckDBConnection) => Promise<T>): Promise<T> => {
    const c = free.pop() ?? (await new Promise<DuckDBConnection>((resolve) => waiting.push(resolve)));
    try {
      return await fn(c);
    } finally {
      release(c);
    }
  };
  const write = <T>(fn: (c: DuckDBConnection) => Promise<T>): Promise<T> => {
    const result = writes.then(() => fn(connection));
    // The next write waits for this one to settle, whether it succeeded or not.
    writes = result.catch(() => {});
    return result;
  };
  return {
    timeZone,
    write,
    read,
    ping() {
      pinging ??= pinger
        .run("SELECT 1")
        .then(() => undefined)
        .finally(() => {
          pinging = null;
        });
      return pinging;
    },
    checkpointIfWal(minBytes) {
      return write(async (c) => {
        if (walBytes(file) < minBytes) return false;
        await c.run("CHECKPOINT");
        return true;
      });
    },
    async close() {
      if (closed) return;
      closed = true;
      await writes;
      // A checkpoint folds the WAL into the file, so the next start does not replay it.
      await connection.run("CHECKPOINT").catch(() => {});
      for (const r of readers) r.closeSync();
      pinger.closeSync();
      connection.closeSync();
      instance.closeSync();
    },
  };
}

/** The size of the file's write-ahead log (0 when there is none, as for ":memory:"). */
export function walBytes(file: string): number {
  try {
    return statSync(`${file}.wal`).size;
  } catch {
    return 0;
  }
}

/**
 * Applies the migrations the file lacks, each in its own transaction, up to `version` (all by
 * default; a test makes a file an older release left with fewer).
 */
export async function migrateAnalytics(
  connection: DuckDBConnection,
  version = analyticsMigrations.length,
): Promise<void> {
  await connection.run(
    "CREATE TABLE IF NOT EXISTS analytics_schema_version (version INTEGER PRIMARY KEY, applied_at TIMESTAMPTZ DEFAULT now())",
  );
  const reader = await connection.runAndReadAll("SELECT coalesce(max(version), 0) AS v FROM analytics_schema_version");
  const current = Number(reader.getRowObjects()[0]?.v ?? 0);
  for (let i = current; i < version; i++) {
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

/**
 * Makes the day pair keys follow `timeZone`: when it differs from the zone the pairs were built
 * with (a new setting), the day macro is redefined and the pair rollups are built again, in one
 * transaction (at 10M page views this takes about a minute, once).
 */
async function applyTimeZone(connection: DuckDBConnection, timeZone: string): Promise<void> {
  const reader = await connection.runAndReadAll("SELECT value FROM analytics_settings WHERE key = 'time_zone'");
  if (reader.getRowObjects()[0]?.value === timeZone) return;
  await connection.run("BEGIN TRANSACTION");
  try {
    await connection.run(dayMacroSql(timeZone));
    await connection.run(rebuildPairsSql(pairKeys()));
    await connection.run("UPDATE analytics_settings SET value = ? WHERE key = 'time_zone'", [timeZone]);
    await connection.run("COMMIT");
  } catch (error) {
    await connection.run("ROLLBACK");
    throw error;
  }
}
