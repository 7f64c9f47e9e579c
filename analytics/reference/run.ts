import type { DuckDBValue } from "@duckdb/node-api";
import type { AnalyticsStore } from "../store";

/**
 * Runs a read query on one of the store's read connections and returns plain JSON rows (BIGINTs as numbers,
 * timestamps as strings).
 */
export async function rows<T>(store: AnalyticsStore, sql: string, params: DuckDBValue[] = []): Promise<T[]> {
  const reader = await store.read((c) => c.runAndReadAll(sql, params));
  return reader
    .getRowObjectsJson()
    .map((row) =>
      Object.fromEntries(
        Object.entries(row).map(([k, v]) => [
          k,
          typeof v === "string" && /^-?\d+$/.test(v) && k !== "label" && k !== "path" ? Number(v) : v,
        ]),
      ),
    ) as T[];
}

export const iso = (d: Date) => d.toISOString();
