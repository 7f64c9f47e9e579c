import { type DuckDBConnection, DuckDBTypeId, type DuckDBValue } from "@duckdb/node-api";
import { abandoned } from "../../server/services/errors";
import type { AnalyticsStore } from "../store";

/**
 * Between the queries of a long read: stops it if its caller went away (the view gate's `signal`,
 * analytics/view-gate.ts), so a view nobody waits for gives its place and the cores back after the
 * query under way instead of after all of them.
 */
export function stopIfAbandoned(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw abandoned();
}

/** Column types DuckDB's JSON rows give as strings (to keep 64-bit precision): counts and sums. */
const WIDE_NUMBERS = new Set<DuckDBTypeId>([
  DuckDBTypeId.BIGINT,
  DuckDBTypeId.UBIGINT,
  DuckDBTypeId.HUGEINT,
  DuckDBTypeId.UHUGEINT,
  DuckDBTypeId.DECIMAL,
]);

/**
 * Runs a read query on one of the store's read connections and returns plain JSON rows: counts and
 * sums (BIGINT, HUGEINT, DECIMAL) as numbers, decided by each column's type, never by its name;
 * text stays text (a page called "/2024" is a string); timestamps as ISO strings.
 */
export async function rows<T>(store: AnalyticsStore, sql: string, params: DuckDBValue[] = []): Promise<T[]> {
  return store.read((c) => rowsOn<T>(c, sql, params));
}

/** The same on a connection the caller holds (a read that needs its own temporary tables). */
export async function rowsOn<T>(c: DuckDBConnection, sql: string, params: DuckDBValue[] = []): Promise<T[]> {
  const reader = await c.runAndReadAll(sql, params);
  const names = reader.columnNames();
  const wide = reader.columnTypes().map((t) => WIDE_NUMBERS.has(t.typeId));
  return reader.getRowObjectsJson().map((row) => {
    for (const [i, name] of names.entries()) {
      const v = row[name];
      if (wide[i] && typeof v === "string") row[name] = Number(v);
    }
    return row as T;
  });
}

/**
 * Creates a temporary table from `sql` for the rest of a read (a list of sessions it joins with),
 * without keeping the rows' order: DuckDB otherwise collects them in scan order on one thread.
 * At 10M page views the sessions with a view of one page (545k rows) took 181-229 ms that way and
 * 74-76 ms without (goals with a page filter: 340 -> 250 ms). The setting is the connection's, so
 * it is put back at once: elsewhere ingest relies on rows staying in time order (page views are
 * pruned by created_at). A statement that fails while running aborts the caller's transaction,
 * and DuckDB then refuses even the setting's reset: the transaction, which can only be rolled back
 * now, is rolled back here so the reset can run, and the statement's own error is thrown.
 */
export async function createUnorderedTemp(c: DuckDBConnection, name: string, sql: string): Promise<void> {
  await c.run("SET SESSION preserve_insertion_order = false");
  const reset = () => c.run("RESET SESSION preserve_insertion_order");
  try {
    await c.run(`CREATE TEMP TABLE ${name} AS ${sql}`);
  } catch (error) {
    await reset().catch(async () => {
      await c.run("ROLLBACK").catch(() => {});
      await reset();
    });
    throw error;
  }
  await reset();
}
