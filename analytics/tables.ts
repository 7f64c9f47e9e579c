import type { DuckDBConnection } from "@duckdb/node-api";

/**
 * The raw analytics tables as the write path sees them: one column list per table, in the order
 * the Appender fills the staging table. The row types, the Appender's order and the staging DDL
 * are all derived from these lists, so a new column is added here (and in a migration of
 * analytics/schema.ts, which records how the stored tables came to be) and nowhere else.
 */
type ColumnType = "UUID" | "VARCHAR" | "TIMESTAMPTZ" | "INTEGER" | "BIGINT" | "UBIGINT" | "DOUBLE";
interface Column {
  type: ColumnType;
  nullable: boolean;
}
const req = <T extends ColumnType>(type: T) => ({ type, nullable: false as const });
const opt = <T extends ColumnType>(type: T) => ({ type, nullable: true as const });

export const TABLES = {
  page_views: {
    stage: "_stage_page_views",
    columns: {
      event_id: req("UUID"),
      session_id: req("VARCHAR"),
      page_path: req("VARCHAR"),
      page_title: opt("VARCHAR"),
      referrer: opt("VARCHAR"),
      /** The session's external referrer host, its channel and campaign tags (analytics/channels.ts). */
      referrer_host: opt("VARCHAR"),
      channel: opt("VARCHAR"),
      utm_source: opt("VARCHAR"),
      utm_medium: opt("VARCHAR"),
      utm_campaign: opt("VARCHAR"),
      utm_term: opt("VARCHAR"),
      utm_content: opt("VARCHAR"),
      ref: opt("VARCHAR"),
      /** ISO country of the sender's address (analytics/country.ts); the address is not kept. */
      country: opt("VARCHAR"),
      /**
       * The visitor: a hash of the address and agent with the salt of the view's UTC day
       * (server/services/visitor-hash.ts), as decimal text; never the same on two days.
       */
      visitor: opt("UBIGINT"),
      user_agent: opt("VARCHAR"),
      device_type: opt("VARCHAR"),
      browser: opt("VARCHAR"),
      os: opt("VARCHAR"),
      screen_resolution: opt("VARCHAR"),
      viewport_size: opt("VARCHAR"),
      created_at: req("TIMESTAMPTZ"),
    },
  },
  user_events: {
    stage: "_stage_user_events",
    columns: {
      event_id: req("UUID"),
      session_id: req("VARCHAR"),
      event_name: req("VARCHAR"),
      /** JSON text (the stored column is JSON; staged as text, cast on insert). */
      event_data: opt("VARCHAR"),
      page_path: opt("VARCHAR"),
      element_id: opt("VARCHAR"),
      element_class: opt("VARCHAR"),
      element_text: opt("VARCHAR"),
      /** The sender's visitor id, as on page views (goals count converting visitors by it). */
      visitor: opt("UBIGINT"),
      created_at: req("TIMESTAMPTZ"),
    },
  },
  error_logs: {
    stage: "_stage_error_logs",
    columns: {
      event_id: req("UUID"),
      session_id: opt("VARCHAR"),
      error_type: req("VARCHAR"),
      error_message: req("VARCHAR"),
      error_stack: opt("VARCHAR"),
      page_path: opt("VARCHAR"),
      user_agent: opt("VARCHAR"),
      line_number: opt("INTEGER"),
      column_number: opt("INTEGER"),
      file_name: opt("VARCHAR"),
      created_at: req("TIMESTAMPTZ"),
    },
  },
  performance_metrics: {
    stage: "_stage_performance_metrics",
    columns: {
      event_id: req("UUID"),
      session_id: req("VARCHAR"),
      page_path: opt("VARCHAR"),
      lcp: opt("DOUBLE"),
      fid: opt("DOUBLE"),
      inp: opt("DOUBLE"),
      cls: opt("DOUBLE"),
      ttfb: opt("DOUBLE"),
      fcp: opt("DOUBLE"),
      dom_content_loaded: opt("DOUBLE"),
      load_time: opt("DOUBLE"),
      resource_count: opt("INTEGER"),
      resource_bytes: opt("BIGINT"),
      created_at: req("TIMESTAMPTZ"),
    },
  },
  /** A session record: counters only grow; merged into user_sessions keeping the largest. */
  user_sessions: {
    stage: "_stage_sessions",
    columns: {
      session_id: req("VARCHAR"),
      entry_page: req("VARCHAR"),
      exit_page: req("VARCHAR"),
      created_at: req("TIMESTAMPTZ"),
      last_activity: req("TIMESTAMPTZ"),
      duration_seconds: req("INTEGER"),
      page_views_count: req("INTEGER"),
      events_count: req("INTEGER"),
      user_agent: opt("VARCHAR"),
      device_type: opt("VARCHAR"),
      browser: opt("VARCHAR"),
      os: opt("VARCHAR"),
      screen_resolution: opt("VARCHAR"),
      viewport_size: opt("VARCHAR"),
    },
  },
} as const satisfies Record<string, { stage: string; columns: Record<string, Column> }>;

export type TableName = keyof typeof TABLES;
type Columns<T extends TableName> = (typeof TABLES)[T]["columns"];
type ScalarOf<T extends ColumnType> = T extends "INTEGER" | "BIGINT" | "DOUBLE" ? number : string;
type ValueOf<C> = C extends Column
  ? C["nullable"] extends true
    ? ScalarOf<C["type"]> | null
    : ScalarOf<C["type"]>
  : never;

/** A row as the write path builds it: timestamps as ISO strings, ids and UBIGINTs as text (DuckDB casts them). */
export type RowOf<T extends TableName> = { -readonly [K in keyof Columns<T>]: ValueOf<Columns<T>[K]> };

export type PageViewRow = RowOf<"page_views">;
export type UserEventRow = RowOf<"user_events">;
export type ErrorRow = RowOf<"error_logs">;
export type VitalsRow = RowOf<"performance_metrics">;
export type SessionRow = RowOf<"user_sessions">;

/** The TEMP staging table of `table` (in memory, per connection, not in the WAL). */
export function stagingDdl(table: TableName): string {
  const { stage, columns } = TABLES[table];
  const cols = Object.entries(columns).map(([name, c]) => `${name} ${c.type}`);
  return `CREATE TEMP TABLE IF NOT EXISTS ${stage} (${cols.join(", ")})`;
}

/** Each table's column names and its from_json shape (every column as a list of its type). */
const COLUMN_LISTS = Object.fromEntries(
  Object.entries(TABLES).map(([table, { columns }]) => {
    const names = Object.keys(columns);
    const types = Object.fromEntries(Object.entries(columns as Record<string, Column>).map(([n, c]) => [n, [c.type]]));
    return [table, { names, shape: JSON.stringify(types) }];
  }),
) as Record<TableName, { names: string[]; shape: string }>;

type Es2024String = { isWellFormed(): boolean; toWellFormed(): string };
/**
 * `s` with each lone UTF-16 surrogate replaced by U+FFFD, as a UTF-8 encoder stores it. DuckDB's
 * JSON reader refuses a lone surrogate (JSON.stringify writes it as an escape), and one such value
 * would fail the whole group commit: every string that reaches a JSON text goes through this.
 */
export const wellFormed = (s: string): string => {
  const text = s as unknown as Es2024String;
  return text.isWellFormed() ? s : text.toWellFormed();
};
const cell = (v: unknown) => (typeof v === "string" ? wellFormed(v) : (v ?? null));

/**
 * Fills `table`'s staging table with `rows`: one JSON text of one list per column, which DuckDB
 * parses and unnests in one statement, so the values are converted in DuckDB's threads. The
 * Appender (one call per value on the JS thread, and the casts from text) cost more than twice as
 * much for a group commit's ~12,800 page views (docs/decisions/0007). Strings become the column's
 * type in DuckDB (UUID, TIMESTAMPTZ, UBIGINT). The rows join the connection's open transaction.
 */
export async function stageRows<T extends TableName>(c: DuckDBConnection, table: T, rows: RowOf<T>[]): Promise<void> {
  if (!rows.length) return;
  const { shape, names } = COLUMN_LISTS[table];
  const lists: Record<string, unknown[]> = {};
  for (const name of names) lists[name] = (rows as Record<string, unknown>[]).map((r) => cell(r[name]));
  await c.run(
    `INSERT INTO ${TABLES[table].stage} BY NAME
       SELECT ${names.map((n) => `unnest(j.${n}) AS ${n}`).join(", ")} FROM (SELECT from_json(?::VARCHAR, '${shape}') AS j)`,
    [JSON.stringify(lists)],
  );
}
