import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { type DuckDBConnection, DuckDBInstance } from "@duckdb/node-api";
import { migrateAnalytics } from "../store";

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
  await migrateAnalytics(connection, version);
  return {
    connection,
    close: () => {
      connection.closeSync();
      instance.closeSync();
    },
  };
}
