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
