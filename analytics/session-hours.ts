import type { DuckDBConnection } from "@duckdb/node-api";
import { hourSpans, hoursToSeal } from "./rollups";
import { SESSION_KEY_SQL } from "./session-key";
import { hourOf, tsLiteral, utcLiteral } from "./sql";
import { HOUR_MS } from "./windows";

/**
 * Per-session facts for filtered views (decision 0016, amended 2026-11-28). A filtered dashboard
 * needs, of the page views that match the filters, each session, its visitor, its breakdown labels
 * and how many views: session_hours holds exactly that for every sealed UTC hour, one row per
 * (hour, session, visitor, label columns) with its view count, about one row per session instead of
 * four views. Filters other than a page compare the same stored columns as on page_views
 * (analytics/explore/filters.ts), so the same WHERE term keeps the same sessions.
 *
 * An hour is sealed (its rows written here) once it ended SEAL_MARGIN_MS ago; a page view stored
 * later in a sealed hour (ingest accepts views up to a day old, a replica catches up) unseals that
 * hour in the same transaction (its rows deleted), and the next seal writes it again. A reader takes
 * the sealed hours of its window once and reads every other part of the window from page_views, in
 * one snapshot (a transaction), so each view is counted once.
 *
 * Each row also says whether its session, and its visitor, has no other row in the table
 * (single_session, single_visitor; migration 14): a breakdown counts those with a plain count and
 * only the others with a distinct count (analytics/explore/dashboard.ts). A seal keeps them true: the
 * rows it adds are single only if nothing stored has their session (visitor), and the stored rows
 * they repeat stop being single. A row left false after its repeats were unsealed is only counted
 * the slower way, never twice.
 */

/** The page-view columns a filtered view reads besides page_path: session, visitor, every label's columns. */
export const SESSION_HOUR_COLUMNS = [
  "session_id",
  "visitor",
  "referrer_host",
  "channel",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "country",
  "device_type",
  "browser",
  "os",
] as const;

/** A page view may be stored this late (the tracker's queue, an unload beacon) without unsealing its hour. */
const SEAL_MARGIN_MS = 20 * 60_000;
/** Hours sealed per call: the first seal of a store that already holds a month is spread over calls. */
const SEAL_LIMIT_HOURS = 48;

const COLS = SESSION_HOUR_COLUMNS.join(", ");
const STATE = { sealed: "session_sealed_hours", unsealed: "session_unsealed_hours", raw: "page_views" };

/** The label and key columns as declared in session_hours (both its migrations). */
const COLUMNS_DDL = SESSION_HOUR_COLUMNS.map((c) => `${c} ${c === "visitor" ? "UBIGINT" : "VARCHAR"}`).join(", ");

export const SESSION_HOURS_DDL = `CREATE TABLE session_hours (created_at TIMESTAMPTZ NOT NULL,
    ${COLUMNS_DDL},
    views INTEGER NOT NULL);
  CREATE TABLE session_sealed_hours (hour TIMESTAMP NOT NULL);
  CREATE TABLE session_unsealed_hours (hour TIMESTAMP NOT NULL);`;

/**
 * Migration 14: the single_session and single_visitor flags. The table is made again (DuckDB cannot
 * commit an ALTER and a DELETE of one table together) and every hour unsealed, so the ingest's seal
 * writes the facts again with their flags (two days of hours per call, read raw until then), as
 * after migration 13.
 */
export const SESSION_HOURS_FLAGS_MIGRATION = `DROP TABLE session_hours;
  CREATE TABLE session_hours (created_at TIMESTAMPTZ NOT NULL,
    ${COLUMNS_DDL},
    views INTEGER NOT NULL, single_session BOOLEAN NOT NULL, single_visitor BOOLEAN NOT NULL);
  DELETE FROM session_sealed_hours;
  DELETE FROM session_unsealed_hours;`;

/**
 * Migration 17: each fact row carries its session record's start (`session_start`, the record's
 * created_at, which never changes once stored), filled from the records stored, so the Goals tab
 * counts the filtered sessions that started in its window from the facts alone instead of joining
 * every session record with them (getConversions). NULL while the session has no record: a record
 * stored after its hour was sealed is found by a join at read time (withVisitorFlags, `sessions`).
 */
export const SESSION_START_MIGRATION = `ALTER TABLE session_hours ADD COLUMN session_start TIMESTAMPTZ;
  UPDATE session_hours SET session_start = u.created_at FROM user_sessions u WHERE u.session_id = session_hours.session_id;`;

/**
 * Seals the whole UTC hours that ended SEAL_MARGIN_MS ago or more and are not sealed, at most
 * `limit` of them (oldest first). Idempotent; cheap when there is nothing to do. A write: run it in
 * the writer's queue. Returns how many hours it sealed.
 */
export async function sealSessionHours(c: DuckDBConnection, now = Date.now(), limit = SEAL_LIMIT_HOURS) {
  const cutoff = Math.floor((now - SEAL_MARGIN_MS) / HOUR_MS) * HOUR_MS - HOUR_MS; // hours <= cutoff
  const hours = await hoursToSeal(c, STATE, cutoff, limit);
  if (!hours.length) return 0;
  const spans = hourSpans(hours);
  const within = spans.map(([a, b]) => `(created_at >= ${tsLiteral(a)} AND created_at < ${tsLiteral(b)})`).join(" OR ");
  const listed = hours.map((h) => utcLiteral(h)).join(", ");
  await c.run("BEGIN TRANSACTION");
  try {
    // The hours' rows, single if their session (visitor) has no other row among them...
    await c.run(
      `CREATE OR REPLACE TEMP TABLE _seal_fresh AS
       SELECT *, count(*) OVER (PARTITION BY session_id) = 1 AS single_session,
              visitor IS NOT NULL AND count(*) OVER (PARTITION BY visitor) = 1 AS single_visitor
         FROM (SELECT to_timestamp(epoch_ms(created_at) // 3600000 * 3600) AS hour_start, ${COLS}, count(*)::INTEGER AS views
                 FROM page_views WHERE ${within} GROUP BY ALL)
         LEFT JOIN (SELECT session_id, created_at AS session_start FROM user_sessions) USING (session_id)`,
    );
    // ...nor a stored one; and the stored rows they repeat are single no more.
    await c.run(
      `CREATE OR REPLACE TEMP TABLE _seal_old_sessions AS
         SELECT DISTINCT session_id FROM session_hours SEMI JOIN _seal_fresh USING (session_id);
       CREATE OR REPLACE TEMP TABLE _seal_old_visitors AS
         SELECT DISTINCT visitor FROM session_hours SEMI JOIN _seal_fresh USING (visitor);
       UPDATE session_hours SET single_session = false
        WHERE single_session AND session_id IN (SELECT session_id FROM _seal_old_sessions);
       UPDATE session_hours SET single_visitor = false
        WHERE single_visitor AND visitor IN (SELECT visitor FROM _seal_old_visitors);
       INSERT INTO session_hours (created_at, ${COLS}, views, single_session, single_visitor, sk, session_start)
         SELECT hour_start, ${COLS}, views,
                single_session AND session_id NOT IN (SELECT session_id FROM _seal_old_sessions),
                single_visitor AND visitor NOT IN (SELECT visitor FROM _seal_old_visitors), ${SESSION_KEY_SQL}, session_start
           FROM _seal_fresh ORDER BY hour_start;`,
    );
    await c.run(`DELETE FROM session_unsealed_hours WHERE hour IN (${listed})`);
    await c.run(`INSERT INTO session_sealed_hours SELECT unnest([${listed}])`);
    await c.run("COMMIT");
  } catch (error) {
    await c.run("ROLLBACK").catch(() => {});
    throw error;
  } finally {
    await c
      .run(
        "DROP TABLE IF EXISTS _seal_fresh; DROP TABLE IF EXISTS _seal_old_sessions; DROP TABLE IF EXISTS _seal_old_visitors;",
      )
      .catch(() => {});
  }
  return hours.length;
}

/** In a write's transaction: staged page views that fall in sealed hours unseal them. */
export async function unsealSessionHours(c: DuckDBConnection, staged: string): Promise<void> {
  const hours = `SELECT DISTINCT ${hourOf("created_at")} FROM ${staged}`;
  const [hit] = (
    await c.runAndReadAll(`SELECT count(*) AS n FROM session_sealed_hours WHERE hour IN (${hours})`)
  ).getRowObjects();
  if (!Number(hit?.n)) return;
  await c.run(`DELETE FROM session_hours WHERE ${hourOf("created_at")} IN (${hours})`);
  await c.run(`INSERT INTO session_unsealed_hours SELECT hour FROM session_sealed_hours WHERE hour IN (${hours})`);
  await c.run(`DELETE FROM session_sealed_hours WHERE hour IN (${hours})`);
}

/**
 * Page views of a window, as rows of (created_at, sk, SESSION_HOUR_COLUMNS, views) that a filter term
 * on the stored columns can keep: session_hours for its sealed hours (created_at = the hour's
 * start, views = their count), page_views for the rest (views = 1). Sum `views` for a count of
 * views; a session's or visitor's distinct count is the same either way.
 */
export interface ViewRows {
  /** The rows of [a, b) (b = null: no end) that `where` keeps. */
  sql(a: number, b: number | null, where: string): string;
  /**
   * The same rows in their two parts: `facts` (session_hours, with single_session,
   * single_visitor and session_start) and `raw` (page_views); null where a part has no rows.
   */
  parts(a: number, b: number | null, where: string): { facts: string | null; raw: string | null };
}

/** Raw page views only (a page filter: session_hours has no pages). */
export const rawViewRows: ViewRows = {
  sql: (a, b, where) => rawSql([[a, b]], where),
  parts: (a, b, where) => ({ facts: null, raw: rawSql([[a, b]], where) }),
};

/**
 * Reads which hours of [lo, factsEnd) are sealed. Call it inside the transaction the reads run in:
 * an hour sealed or unsealed after this call would otherwise be counted twice or not at all.
 * Hours after `factsEnd` (null: none) are always read raw (a rolling window's summary stops at its end).
 */
export async function viewRowsOn(c: DuckDBConnection, lo: number, factsEnd: number | null): Promise<ViewRows> {
  const [row] = (
    await c.runAndReadAll(
      `SELECT list(epoch_ms(hour) ORDER BY hour) AS hours FROM session_sealed_hours
        WHERE hour >= ${utcLiteral(lo)}${factsEnd === null ? "" : ` AND hour < ${utcLiteral(factsEnd)}`}`,
    )
  ).getRowObjects();
  const sealed = ((row?.hours as { items?: unknown[] } | null)?.items ?? []).map(Number);
  if (!sealed.length) return rawViewRows;
  const parts = (a: number, b: number | null, where: string, flags: boolean) => {
    const end = Math.min(b ?? Number.POSITIVE_INFINITY, factsEnd ?? Number.POSITIVE_INFINITY);
    const facts = hourSpans(sealed.filter((h) => h >= a && h + HOUR_MS <= end));
    if (!facts.length) return { facts: null, raw: rawSql([[a, b]], where) };
    // The window minus the sealed spans, read raw.
    const raw: [number, number | null][] = [];
    let at = a;
    for (const [s, e] of facts) {
      if (s > at) raw.push([at, s]);
      at = e;
    }
    if (b === null || at < b) raw.push([at, b]);
    const columns = `created_at, sk, ${COLS}, views${flags ? ", single_session, single_visitor, session_start" : ""}`;
    const factSql = `SELECT ${columns} FROM session_hours WHERE (${facts
      .map(([s, e]) => `(created_at >= ${tsLiteral(s)} AND created_at < ${tsLiteral(e)})`)
      .join(" OR ")}) AND ${where}`;
    return { facts: factSql, raw: raw.length ? rawSql(raw, where) : null };
  };
  return {
    sql(a, b, where) {
      const { facts, raw } = parts(a, b, where, false);
      return [facts, raw].filter((part) => part !== null).join(" UNION ALL ");
    },
    parts: (a, b, where) => parts(a, b, where, true),
  };
}

/** One window's rows in their two parts, as ViewRows.parts gives them. */
export type ViewParts = ReturnType<ViewRows["parts"]>;

/**
 * The rows of one or more windows' parts as (`columns`, `tag` if any, single_visitor), for a visitor count
 * that needs no distinct count for most rows: `count(*) FILTER (WHERE single_visitor) +
 * count(DISTINCT visitor) FILTER (WHERE NOT single_visitor)`. single_visitor is session_hours' flag
 * (the visitor has no other row there) unless a raw row of these parts has that visitor too, and
 * false on raw rows, so no visitor is counted twice (the breakdowns count the same way). At 10M page
 * views, country CZ (900k visitors), the Goals tab's count 76 -> 14 ms.
 *
 * With `sessions` (`columns` must include sk), the rows also carry single_session, guarded the same
 * way by the raw rows' sessions, and session_start (NULL on raw rows: their start is not known here).
 */
export function withVisitorFlags(
  parts: { rows: ViewParts; tag?: string }[],
  columns: string,
  options: { sessions?: boolean } = {},
): string {
  // Per flag: the fact rows' column, its value on raw rows, and its guard against the raw rows.
  const flags = [
    {
      name: "single_visitor",
      raw: "false",
      guard: "single_visitor AND visitor NOT IN (SELECT visitor FROM raw WHERE visitor IS NOT NULL)",
    },
    ...(options.sessions
      ? [
          { name: "single_session", raw: "false", guard: "single_session AND sk NOT IN (SELECT sk FROM raw)" },
          { name: "session_start", raw: "NULL::TIMESTAMPTZ", guard: null },
        ]
      : []),
  ];
  const select = (tag: string | undefined) => `SELECT ${columns}${tag ? `, ${tag}` : ""}`;
  const rawFlags = flags.map((f) => `${f.raw} AS ${f.name}`).join(", ");
  const raw = parts.flatMap(({ rows, tag }) => (rows.raw ? [`${select(tag)} FROM (${rows.raw})`] : []));
  const facts = parts.flatMap(({ rows, tag }) =>
    rows.facts ? [`${select(tag)}, ${flags.map((f) => f.name).join(", ")} FROM (${rows.facts})`] : [],
  );
  if (!facts.length) return `SELECT *, ${rawFlags} FROM (${raw.join(" UNION ALL ")})`;
  if (!raw.length) return facts.join(" UNION ALL ");
  const guarded = flags.filter((f) => f.guard !== null);
  return `WITH raw AS MATERIALIZED (${raw.join(" UNION ALL ")})
    SELECT * EXCLUDE (${guarded.map((f) => f.name).join(", ")}), ${guarded.map((f) => `${f.guard} AS ${f.name}`).join(", ")}
      FROM (${facts.join(" UNION ALL ")})
    UNION ALL BY NAME SELECT *, ${rawFlags} FROM raw`;
}

/**
 * page_views in the given spans: one scan per span, so each prunes by created_at (the rows lie in
 * time order); many spans (hours a late row unsealed) as one scan.
 */
function rawSql(spans: [number, number | null][], where: string): string {
  const span = ([a, b]: [number, number | null]) =>
    `created_at >= ${tsLiteral(a)}${b === null ? "" : ` AND created_at < ${tsLiteral(b)}`}`;
  const scan = (term: string) =>
    `SELECT created_at, sk, ${COLS}, 1 AS views FROM page_views WHERE (${term}) AND ${where}`;
  if (spans.length > 8) return scan(spans.map((s) => `(${span(s)})`).join(" OR "));
  return spans.map((s) => scan(span(s))).join(" UNION ALL ");
}
