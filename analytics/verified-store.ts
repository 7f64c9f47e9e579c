import { existsSync, renameSync } from "node:fs";
import type { DuckDBConnection } from "@duckdb/node-api";
import { type AnalyticsStore, type AnalyticsStoreOptions, openAnalyticsStore } from "./store";

/**
 * Opens the analytics file and proves it readable before the site serves (decision 0014): DuckDB
 * checks a block's checksum only when it reads it, so a file with damaged blocks opens fine, takes
 * beacons, and fails the dashboard later; a truncated file fails to open, which used to stop the
 * whole site. Every table is read in full once (all blocks, all columns); on any read error the file
 * (and its WAL) is set aside as `<file>.damaged-<time>` and a fresh one is made. What a fresh file
 * gets back: with the shared PostgreSQL log (ANALYTICS_LOG), the replay starts from its beginning
 * (the cursor lived in the lost file) and brings back whatever the log still holds; without it the
 * analytics before the damage are lost.
 */
export interface AnalyticsDamage {
  /** Where the damaged file was moved. */
  setAside: string;
  /** DuckDB's first line about it. */
  reason: string;
  at: Date;
}

export async function openVerifiedAnalyticsStore(
  file: string,
  options: AnalyticsStoreOptions = {},
): Promise<{ store: AnalyticsStore; damage: AnalyticsDamage | null }> {
  let store: AnalyticsStore | null = null;
  let reason: string | null = null;
  try {
    store = await openAnalyticsStore(file, options);
    reason = await store.read(unreadable);
  } catch (error) {
    const message = firstLine(error);
    // Another process holding the file, or a file that does not exist yet, is not damage.
    if (file === ":memory:" || !existsSync(file) || /lock/i.test(message)) throw error;
    reason = message;
  }
  if (!reason && store) return { store, damage: null };
  await store?.close().catch(() => {});
  const at = new Date();
  const setAside = `${file}.damaged-${at.toISOString().replace(/[:.]/g, "-")}`;
  renameSync(file, setAside);
  if (existsSync(`${file}.wal`)) renameSync(`${file}.wal`, `${setAside}.wal`);
  return { store: await openAnalyticsStore(file, options), damage: { setAside, reason: reason ?? "unreadable", at } };
}

/** Reads every row of every table (hashing whole rows, so every column's blocks are read); answers the first error. */
async function unreadable(connection: DuckDBConnection): Promise<string | null> {
  try {
    const tables = await connection.runAndReadAll(
      "SELECT schema_name, table_name FROM duckdb_tables() WHERE NOT internal",
    );
    for (const row of tables.getRowObjects()) {
      const name = `"${String(row.schema_name).replace(/"/g, '""')}"."${String(row.table_name).replace(/"/g, '""')}"`;
      await connection.run(`SELECT count(*), bit_xor(hash(t)) FROM ${name} AS t`);
    }
    return null;
  } catch (error) {
    return firstLine(error);
  }
}

const firstLine = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).split("\n")[0]!.slice(0, 300);
