import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { type DuckDBConnection, DuckDBInstance } from "@duckdb/node-api";
import { analyticsMigrations } from "../schema";

/**
 * A new analytics file at `file`, migrated as far as `version` only (a file an older release left),
 * open for a migration test to fill in before it opens the store; `close` before opening it.
 */
export async function analyticsFileAt(
  file: string,
  version: number,
): Promise<{ connection: DuckDBConnection; close: () => void }> {
  mkdirSync(dirname(file), { recursive: true });
  const instance = await DuckDBInstance.create(file);
  const connection = await instance.connect();
  await connection.run(
    "CREATE TABLE analytics_schema_version (version INTEGER PRIMARY KEY, applied_at TIMESTAMPTZ DEFAULT now())",
  );
  for (let i = 0; i < version; i++) {
    await connection.run(analyticsMigrations[i] as string);
    await connection.run(`INSERT INTO analytics_schema_version (version) VALUES (${i + 1})`);
  }
  return {
    connection,
    close: () => {
      connection.closeSync();
      instance.closeSync();
    },
  };
}
