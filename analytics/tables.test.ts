import { afterAll, beforeAll, expect, test } from "bun:test";
import { EDGE_STRINGS, wellFormed } from "../tests/helpers/hostile";
import { openAnalyticsStore } from "./store";
import { type RowOf, TABLES, type TableName } from "./tables";
import { emptyBatch, writeBatch } from "./write";

/**
 * The staging of a write (stageRows: every column of a batch as one JSON text, parsed by DuckDB)
 * keeps every value of every column of every raw table: text with controls, NULs, lone surrogates
 * (stored as U+FFFD, as a UTF-8 encoder stores them; DuckDB's JSON reader refuses them raw),
 * the ends of each number type, NULLs, and one row or many. A value lost or altered here is lost at
 * ingest, silently; a value DuckDB refuses fails the whole group commit.
 */
const store = await openAnalyticsStore(":memory:");
afterAll(() => store.close());

const UBIGINT_MAX = "18446744073709551615";
const at = (i: number) => new Date(Date.UTC(2026, 10, 25, 9, 0, 0, i)).toISOString();
const text = (i: number) => EDGE_STRINGS[i % EDGE_STRINGS.length] ?? "";

/** Row i of `table`: each column a value of its type, an edge case by turns, NULL where allowed. */
function rowOf<T extends TableName>(table: T, i: number): RowOf<T> {
  const row: Record<string, unknown> = {};
  for (const [name, { type, nullable }] of Object.entries(TABLES[table].columns)) {
    const empty = nullable && i % 5 === 4;
    row[name] = empty
      ? null
      : type === "UUID"
        ? crypto.randomUUID()
        : type === "TIMESTAMPTZ"
          ? at(i)
          : type === "UBIGINT"
            ? [UBIGINT_MAX, "0", String(i)][i % 3]
            : type === "INTEGER"
              ? [2 ** 31 - 1, -(2 ** 31), i][i % 3]
              : type === "BIGINT"
                ? [Number.MAX_SAFE_INTEGER, -1, i][i % 3]
                : type === "DOUBLE"
                  ? [0.1 + 0.2, 1e308, 5e-324, -0.5][i % 4]
                  : `${text(i + name.length)}${i}`;
  }
  return row as RowOf<T>;
}

const stored = async (table: TableName, key: string) =>
  (
    await store.read((c) =>
      c.runAndReadAll(
        `SELECT ${Object.entries(TABLES[table].columns)
          // Text behind a '|': the bindings' UTF-8 decoder drops a leading byte order mark when reading.
          .map(([n, { type }]) => (type === "TIMESTAMPTZ" ? `epoch_ms(${n}) AS ${n}` : `'|' || ${n}::VARCHAR AS ${n}`))
          .join(", ")} FROM ${table} ORDER BY ${key}`,
      ),
    )
  )
    .getRowObjectsJS()
    .map((r) => Object.fromEntries(Object.entries(r).map(([n, v]) => [n, typeof v === "string" ? v.slice(1) : v])));

/** What the table should hold for `rows`: text as its UTF-8 reading, numbers and times as DuckDB prints them. */
const expected = (table: TableName, rows: Record<string, unknown>[]) =>
  rows.map((r) =>
    Object.fromEntries(
      Object.entries(TABLES[table].columns).map(([n, { type }]) => {
        const v = r[n];
        if (v === null) return [n, null];
        if (type === "TIMESTAMPTZ") return [n, BigInt(Date.parse(String(v)))];
        if (type === "DOUBLE") return [n, String(v)];
        return [n, type === "VARCHAR" ? wellFormed(String(v)) : String(v)];
      }),
    ),
  );

let rows: {
  page_views: RowOf<"page_views">[];
  user_events: RowOf<"user_events">[];
  error_logs: RowOf<"error_logs">[];
  performance_metrics: RowOf<"performance_metrics">[];
  user_sessions: RowOf<"user_sessions">[];
};

beforeAll(async () => {
  const n = 3 * EDGE_STRINGS.length;
  const make = <T extends TableName>(table: T) => Array.from({ length: n }, (_, i) => rowOf(table, i));
  rows = {
    page_views: make("page_views"),
    // Event data is JSON text (the stored column is JSON), well-formed as ingest makes it.
    user_events: make("user_events").map((e, i) => ({
      ...e,
      event_data: i % 5 === 4 ? null : JSON.stringify({ [wellFormed(text(i + 1))]: wellFormed(text(i)) }),
    })),
    error_logs: make("error_logs"),
    performance_metrics: make("performance_metrics"),
    user_sessions: make("user_sessions"),
  };
  await store.write((c) =>
    writeBatch(c, {
      ...emptyBatch(),
      pageViews: rows.page_views,
      events: rows.user_events,
      errors: rows.error_logs,
      vitals: rows.performance_metrics,
      sessions: rows.user_sessions,
    }),
  );
});

const keyOf: Record<TableName, string> = {
  page_views: "event_id",
  user_events: "event_id",
  error_logs: "event_id",
  performance_metrics: "event_id",
  user_sessions: "session_id",
};

for (const table of Object.keys(keyOf) as TableName[]) {
  test(`${table}: every column's value is stored as sent (text as UTF-8), ${3 * EDGE_STRINGS.length} rows`, async () => {
    const key = keyOf[table];
    // Both sides in JS's order (DuckDB orders text by its UTF-8 bytes).
    const byKey = (a: Record<string, unknown>, b: Record<string, unknown>) =>
      String(a[key]) < String(b[key]) ? -1 : 1;
    const sent = expected(table, rows[table] as Record<string, unknown>[]).sort(byKey);
    const got = (await stored(table, key)).sort(byKey);
    // JSON text compares by what it means (DuckDB may write it back with other escapes).
    const meaning = (r: Record<string, unknown>) =>
      r.event_data === undefined || r.event_data === null ? r : { ...r, event_data: JSON.parse(String(r.event_data)) };
    expect(got.map(meaning)).toEqual(sent.map(meaning));
  });
}

test("a batch of one row, and a batch whose table has no rows, are stored too", async () => {
  const one = rowOf("page_views", 7);
  await store.write((c) => writeBatch(c, { ...emptyBatch(), pageViews: [one] }));
  const got = await store.read((c) =>
    c.runAndReadAll(`SELECT '|' || page_path AS p FROM page_views WHERE event_id = '${one.event_id}'`),
  );
  expect(got.getRowObjectsJS()).toEqual([{ p: `|${wellFormed(one.page_path)}` }]);
});
