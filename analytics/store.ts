import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { DuckDBConnection, DuckDBInstance } from "@duckdb/node-api";
import { analyticsMigrations } from "./schema";

/**
 * The embedded DuckDB analytics store. DuckDB allows one writer process per file, so each server
 * process opens exactly one instance and shares this handle.
 */
export interface AnalyticsStore {
  connection: DuckDBConnection;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export async function openAnalyticsStore(file: string): Promise<AnalyticsStore> {
  if (file !== ":memory:") mkdirSync(dirname(file), { recursive: true });
  const instance = await DuckDBInstance.create(file);
  const connection = await DuckDBConnection.create(instance);
  await migrateAnalytics(connection);
  let closed = false;
  return {
    connection,
    async ping() {
      await connection.run("SELECT 1");
    },
    async close() {
      if (closed) return;
      closed = true;
      // A checkpoint folds the WAL into the file, so the next start does not replay it.
      await connection.run("CHECKPOINT").catch(() => {});
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
