import type { DuckDBConnection, DuckDBResultReader } from "@duckdb/node-api";
import { landingStruct } from "./landing";
import { mayReachMilestone, reachedSql, upsertMilestonesSql, upsertStepsSql } from "./milestones";
import { visitorDaysSql, visitorLabelsSql } from "./rollups";
import { unsealSessionHours } from "./session-hours";
import { SESSION_KEY_SQL } from "./session-key";
import { hourOf, KIND, pairKeys } from "./sql";
import {
  type ErrorRow,
  type PageViewRow,
  type RowOf,
  type SessionRow,
  stageRows,
  stagingDdl,
  TABLES,
  type UserEventRow,
  type VitalsRow,
} from "./tables";

/**
 * The write path: one transaction that stores a batch of validated rows and keeps the rollups
 * (analytics/rollups.ts) in step with exactly the rows it stored. The group commit
 * (analytics/ingest.ts) feeds it; any other source of validated rows can (a queue drained by one
 * instance, a backfill, a test).
 *
 * Rows are staged in TEMP tables inside the write transaction (stageRows, analytics/tables.ts: one
 * JSON text of columns per table), then copied with a plain INSERT ... SELECT (cheap); if an event id
 * is already stored the INSERT fails, the transaction is rolled back and the batch is written again
 * with INSERT ... ON CONFLICT DO NOTHING RETURNING (exact, slower), keeping only the new rows for the
 * rollups. Retried batches are rare, so most batches take the cheap path. (Only the rollup deltas
 * counted in JS, a few rows per batch, still travel as one JSON text.)
 *
 * Every statement is planned when it runs, although the texts are fixed: DuckDB 1.5's prepared plans
 * keep the table statistics of the moment they were prepared, so a statement kept prepared over the
 * staging tables, whose rows change on every write, counts wrongly (docs/decisions/0007, 2026-11-29).
 */

export type { ErrorRow, PageViewRow, SessionRow, UserEventRow, VitalsRow } from "./tables";

export interface WriteBatch {
  pageViews: PageViewRow[];
  events: UserEventRow[];
  errors: ErrorRow[];
  vitals: VitalsRow[];
  /** At most one row per session_id. */
  sessions: SessionRow[];
  /** Known bots, counted on today's (UTC) row of bot_hits. */
  botHits: number;
}

export const emptyBatch = (): WriteBatch => ({
  pageViews: [],
  events: [],
  errors: [],
  vitals: [],
  sessions: [],
  botHits: 0,
});

export interface WriteResult {
  /** Raw rows actually inserted (retried events already stored are not counted). */
  inserted: number;
  /** Whether a duplicate event id sent the batch down the exact-but-slower path. */
  duplicates: boolean;
}

/** The raw tables a batch fills, each with the batch's rows. */
const RAW_TABLES = ["page_views", "user_events", "error_logs", "performance_metrics"] as const;
type RawTable = (typeof RAW_TABLES)[number];
/** The session key column every raw table's insert adds (analytics/session-key.ts). */
const KEY = `, ${SESSION_KEY_SQL} AS sk`;

const jsonShape = (columns: Record<string, string>) => `'${JSON.stringify([columns])}'`;
const fromJson = (columns: Record<string, string>) =>
  `SELECT unnest(from_json(?, ${jsonShape(columns)}), recursive := true)`;

const DELTA_COLUMNS = { kind: "UTINYINT", label: "VARCHAR", h: "INTEGER", n: "BIGINT" };

/** Staging tables are TEMP: in memory, per connection, not in the WAL. */
const staged = new WeakSet<DuckDBConnection>();
async function ensureStage(c: DuckDBConnection): Promise<void> {
  if (staged.has(c)) return;
  for (const table of [...RAW_TABLES, "user_sessions"] as const) await c.run(stagingDdl(table));
  await c.run("CREATE TEMP TABLE IF NOT EXISTS _stage_deltas (kind UTINYINT, label VARCHAR, hour TIMESTAMP, n BIGINT)");
  await c.run(
    "CREATE TEMP TABLE IF NOT EXISTS _stage_reached (session_id VARCHAR, milestone VARCHAR, first_at TIMESTAMPTZ, visitor UBIGINT)",
  );
  staged.add(c);
}

class Deltas {
  private map = new Map<string, { kind: number; label: string; h: number; n: number }>();
  add(kind: number, label: string, h: number, n: number) {
    if (!n) return;
    const key = `${kind}\u0000${h}\u0000${label}`;
    const d = this.map.get(key);
    if (d) d.n += n;
    else this.map.set(key, { kind, label, h, n });
  }
  rows() {
    return [...this.map.values()].filter((d) => d.n !== 0);
  }
}

const isDuplicateKey = (error: unknown) => /duplicate key|PRIMARY KEY or UNIQUE constraint/i.test(String(error));

/** Stores the batch in one transaction (see the file's comment). Rejects if nothing was stored. */
export async function writeBatch(c: DuckDBConnection, batch: WriteBatch): Promise<WriteResult> {
  await ensureStage(c);
  try {
    return await attempt(c, batch, false);
  } catch (error) {
    if (!isDuplicateKey(error)) throw error;
    return await attempt(c, batch, true);
  }
}

async function attempt(c: DuckDBConnection, batch: WriteBatch, careful: boolean): Promise<WriteResult> {
  const deltas = new Deltas();
  let inserted = 0;
  const raw: { [T in RawTable]: RowOf<T>[] } = {
    page_views: batch.pageViews,
    user_events: batch.events,
    error_logs: batch.errors,
    performance_metrics: batch.vitals,
  };
  const present = new Set<RawTable>();
  await c.run("BEGIN TRANSACTION");
  try {
    for (const table of RAW_TABLES) {
      const rows = raw[table];
      if (!rows.length) continue;
      const { stage } = TABLES[table];
      await stageRows(c, table, rows as RowOf<typeof table>[]);
      if (!careful) {
        await c.run(`INSERT INTO ${table} BY NAME SELECT *${KEY} FROM ${stage}`);
        inserted += rows.length;
      } else {
        // A batch may carry an id twice: keep its first row.
        await c.run(`DELETE FROM ${stage} WHERE rowid NOT IN (SELECT min(rowid) FROM ${stage} GROUP BY event_id)`);
        const ids = (
          await c.runAndReadAll(
            `INSERT INTO ${table} BY NAME SELECT *${KEY} FROM ${stage} ON CONFLICT DO NOTHING RETURNING event_id::VARCHAR AS id`,
          )
        )
          .getRowObjects()
          .map((r) => String(r.id));
        inserted += ids.length;
        // Keep only what was inserted, so the rollups count each stored row once.
        await c.run(`DELETE FROM ${stage} WHERE event_id NOT IN (SELECT unnest(from_json(?, '["UUID"]')))`, [
          JSON.stringify(ids),
        ]);
        if (!ids.length) continue;
      }
      present.add(table);
    }

    if (present.has("page_views")) {
      await unsealSessionHours(c, "_stage_page_views");
      await updateSessionPairs(c, deltas);
      await c.run(visitorDaysSql("_stage_page_views"));
      await countVisitorLabels(c);
    }
    if ((present.has("page_views") || present.has("user_events")) && mayReachMilestone(batch.pageViews, batch.events)) {
      // The rules run once per batch; both tables merge what they found.
      await c.run(`INSERT INTO _stage_reached ${reachedSql("_stage_page_views", "_stage_user_events")}`);
      await c.run(upsertMilestonesSql("SELECT * FROM _stage_reached"));
      await c.run(upsertStepsSql("SELECT * FROM _stage_reached"));
      await c.run("DELETE FROM _stage_reached");
    }
    if (batch.sessions.length) await upsertSessions(c, batch.sessions, deltas);
    if (present.has("performance_metrics")) await unsealVitalsHours(c);

    const parts: string[] = [];
    if (present.has("page_views"))
      parts.push(
        `SELECT ${KIND.views}, page_path, ${hourOf("created_at")}, count(*) FROM _stage_page_views GROUP BY ALL`,
      );
    if (present.has("user_events"))
      parts.push(
        `SELECT ${KIND.events}, event_name, ${hourOf("created_at")}, count(*) FROM _stage_user_events GROUP BY ALL`,
      );
    if (present.has("error_logs"))
      parts.push(`SELECT ${KIND.errors}, '', ${hourOf("created_at")}, count(*) FROM _stage_error_logs GROUP BY ALL`);
    const jsDeltas = deltas.rows();
    const params: string[] = [];
    if (jsDeltas.length) {
      parts.push(`SELECT kind, label, epoch_ms(h::BIGINT * 3600000), n FROM (${fromJson(DELTA_COLUMNS)})`);
      params.push(JSON.stringify(jsDeltas));
    }
    if (parts.length) {
      await c.run(`INSERT INTO _stage_deltas ${parts.join(" UNION ALL ")}`, params);
      await c.run(`INSERT INTO analytics_hourly (kind, label, hour, n)
        SELECT kind, label, hour, sum(n) FROM _stage_deltas GROUP BY ALL HAVING sum(n) <> 0
        ON CONFLICT DO UPDATE SET n = analytics_hourly.n + excluded.n`);
      await c.run(`INSERT INTO analytics_daily (kind, label, day, n)
        SELECT kind, label, date_trunc('day', hour), sum(n) FROM _stage_deltas GROUP BY ALL HAVING sum(n) <> 0
        ON CONFLICT DO UPDATE SET n = analytics_daily.n + excluded.n`);
      await c.run("DELETE FROM _stage_deltas");
    }
    if (batch.botHits) {
      await c.run(
        "INSERT INTO bot_hits (day, hits) VALUES (current_date, ?) ON CONFLICT (day) DO UPDATE SET hits = bot_hits.hits + excluded.hits",
        [batch.botHits],
      );
    }
    for (const table of present) await c.run(`DELETE FROM ${TABLES[table].stage}`);
    await c.run("COMMIT");
  } catch (error) {
    await c.run("ROLLBACK").catch(() => {});
    throw error;
  }
  return { inserted, duplicates: careful };
}

/**
 * The first column of a result whose rows are JSON texts (or NULL), read as strings: the rows the
 * write path reads back (RETURNING) come as one JSON text each, which JSON.parse reads natively, and
 * not as lists and structs, which node-api converts value by value on the JS thread (~20 % of it
 * under the ingest bench: docs/decisions/0007, 2026-11-29).
 */
const texts = (reader: DuckDBResultReader) => (reader.getColumns()[0] ?? []) as (string | null)[];
/** The same texts parsed, NULLs left out. */
const jsonRows = <T>(reader: DuckDBResultReader): T[] =>
  texts(reader).flatMap((text) => (text === null ? [] : [JSON.parse(text) as T]));

/**
 * Merges the staged page views into session_pairs (with the session's landing, the earliest view:
 * analytics/landing.ts) and turns what moved into pair-counter deltas:
 * a pair seen for the first time counts +1 in the hour of its view; a pair whose last view moved to a
 * later hour moves from the old hour to the new one.
 */
async function updateSessionPairs(c: DuckDBConnection, deltas: Deltas): Promise<void> {
  const reader = await c.runAndReadAll(`
    INSERT INTO session_pairs (session_id, first_at, last_at, pairs, landing)
    SELECT session_id, min(first_at), max(t), map_from_entries(list({'key': k, 'value': {'t': t, 'c': NULL::INTEGER}})), min(landing)
      FROM (SELECT session_id, k, max(created_at) AS t, min(created_at) AS first_at, min(${landingStruct()}) AS landing
              FROM _stage_page_views, unnest(${pairKeys()}) AS u(k) GROUP BY ALL)
     GROUP BY session_id
    ON CONFLICT (session_id) DO UPDATE SET
      first_at = least(session_pairs.first_at, excluded.first_at),
      last_at = greatest(session_pairs.last_at, excluded.last_at),
      pairs = analytics_merge_pairs(session_pairs.pairs, excluded.pairs),
      landing = least(session_pairs.landing, excluded.landing)
    RETURNING to_json(list_transform(
      list_filter(map_entries(pairs), e -> e.value.c IS NULL OR e.value.c <> analytics_epoch_hour(e.value.t)),
      e -> {'k': e.key, 'o': e.value.c, 'n': analytics_epoch_hour(e.value.t)}))::VARCHAR AS moved`);
  for (const moved of jsonRows<{ k: string; o: number | null; n: number }[]>(reader)) {
    for (const m of moved) {
      deltas.add(KIND.pairs, m.k, m.n, 1);
      if (m.o !== null) deltas.add(KIND.pairs, m.k, m.o, -1);
    }
  }
}

/**
 * Stores the staged views' new (day, label, visitor) triples and adds them to the daily visitor
 * counters (KIND.labelVisitors): a daily counter only, as a visitor id is a day's.
 */
async function countVisitorLabels(c: DuckDBConnection): Promise<void> {
  // Each new triple's {"day", "label"} text: the same text for the same pair, so it is the key.
  const added = new Map<string, number>();
  for (const text of texts(await c.runAndReadAll(visitorLabelsSql("_stage_page_views"))))
    if (text !== null) added.set(text, (added.get(text) ?? 0) + 1);
  if (!added.size) return;
  const rows = [...added].map(([text, n]) => ({ ...(JSON.parse(text) as { day: string; label: string }), n }));
  await c.run(
    `INSERT INTO analytics_daily (kind, label, day, n)
       SELECT ${KIND.labelVisitors}, label, day::TIMESTAMP, n
         FROM (${fromJson({ day: "DATE", label: "VARCHAR", n: "BIGINT" })})
     ON CONFLICT DO UPDATE SET n = analytics_daily.n + excluded.n`,
    [JSON.stringify(rows)],
  );
}

const bounced = (views: unknown, events: unknown) =>
  views !== null && events !== null && Number(views) <= 1 && Number(events) <= 1 ? 1 : 0;

/** Merges session records into user_sessions (largest counters win) and the session counters' deltas. */
async function upsertSessions(c: DuckDBConnection, sessions: SessionRow[], deltas: Deltas): Promise<void> {
  await stageRows(c, "user_sessions", sessions);
  const reader = await c.runAndReadAll(`
    INSERT INTO user_sessions (session_id, entry_page, exit_page, created_at, last_activity, duration_seconds,
        page_views_count, events_count, bounce_rate, user_agent, device_type, browser, os, screen_resolution,
        viewport_size, prev_exists, sk)
      SELECT session_id, entry_page, exit_page, created_at, last_activity, duration_seconds, page_views_count,
             events_count, page_views_count <= 1 AND events_count <= 1, user_agent, device_type, browser, os,
             screen_resolution, viewport_size, false, ${SESSION_KEY_SQL}
        FROM _stage_sessions
    ON CONFLICT (session_id) DO UPDATE SET
      exit_page = CASE WHEN excluded.last_activity >= user_sessions.last_activity THEN excluded.exit_page ELSE user_sessions.exit_page END,
      last_activity = greatest(user_sessions.last_activity, excluded.last_activity),
      duration_seconds = greatest(user_sessions.duration_seconds, excluded.duration_seconds),
      page_views_count = greatest(user_sessions.page_views_count, excluded.page_views_count),
      events_count = greatest(user_sessions.events_count, excluded.events_count),
      bounce_rate = greatest(user_sessions.page_views_count, excluded.page_views_count) <= 1
                AND greatest(user_sessions.events_count, excluded.events_count) <= 1,
      prev_exists = true,
      prev_page_views_count = user_sessions.page_views_count,
      prev_events_count = user_sessions.events_count,
      prev_duration_seconds = user_sessions.duration_seconds,
      prev_exit_page = user_sessions.exit_page
    RETURNING to_json({'h': analytics_epoch_hour(created_at), 'prev_exists': prev_exists,
              'page_views_count': page_views_count, 'events_count': events_count, 'duration_seconds': duration_seconds,
              'prev_page_views_count': prev_page_views_count, 'prev_events_count': prev_events_count,
              'prev_duration_seconds': prev_duration_seconds, 'entry_page': entry_page, 'exit_page': exit_page,
              'prev_exit_page': prev_exit_page})::VARCHAR AS r`);
  await c.run("DELETE FROM _stage_sessions");
  for (const r of jsonRows<SessionChange>(reader)) {
    const h = Number(r.h);
    countSessionPages(deltas, h, r);
    const d = r.duration_seconds === null ? null : Number(r.duration_seconds);
    if (!r.prev_exists) {
      deltas.add(KIND.sessions, "", h, 1);
      deltas.add(KIND.bounced, "", h, bounced(r.page_views_count, r.events_count));
      if (d !== null) {
        deltas.add(KIND.durationSum, "", h, d);
        deltas.add(KIND.durationCount, "", h, 1);
      }
    } else {
      const before = r.prev_duration_seconds === null ? null : Number(r.prev_duration_seconds);
      deltas.add(
        KIND.bounced,
        "",
        h,
        bounced(r.page_views_count, r.events_count) - bounced(r.prev_page_views_count, r.prev_events_count),
      );
      deltas.add(KIND.durationSum, "", h, (d ?? 0) - (before ?? 0));
      deltas.add(KIND.durationCount, "", h, (d === null ? 0 : 1) - (before === null ? 0 : 1));
    }
  }
}

/** What upsertSessions reads back of each record it merged: the row as stored, and what it replaced. */
type SessionChange = Record<string, number | boolean | null> & {
  entry_page: string | null;
  exit_page: string | null;
  prev_exit_page: string | null;
};

/**
 * The entry and exit page counters (KIND.entryPages, KIND.exitPages) of a merged session record, by
 * the hour it started: a new session counts its pages; a known one whose exit page changed moves
 * one count from the page it replaced to the new one. Its entry page is never rewritten.
 */
function countSessionPages(deltas: Deltas, h: number, r: SessionChange): void {
  const add = (kind: number, page: string | null, n: number) => {
    if (page !== null) deltas.add(kind, page, h, n);
  };
  if (!r.prev_exists) {
    add(KIND.entryPages, r.entry_page, 1);
    add(KIND.exitPages, r.exit_page, 1);
  } else if (r.prev_exit_page !== r.exit_page) {
    add(KIND.exitPages, r.prev_exit_page, -1);
    add(KIND.exitPages, r.exit_page, 1);
  }
}

/** A vitals row written into a sealed hour (a replica catching up, an import) unseals that hour. */
async function unsealVitalsHours(c: DuckDBConnection): Promise<void> {
  const hours = `SELECT DISTINCT date_trunc('hour', created_at AT TIME ZONE 'UTC') FROM _stage_performance_metrics`;
  const hit = (
    await c.runAndReadAll(`SELECT count(*) AS n FROM vitals_sealed_hours WHERE hour IN (${hours})`)
  ).getRowObjects();
  if (!Number(hit[0]?.n)) return;
  await c.run(`DELETE FROM vitals_hourly WHERE hour IN (${hours})`);
  await c.run(`INSERT INTO vitals_unsealed_hours SELECT hour FROM vitals_sealed_hours WHERE hour IN (${hours})`);
  await c.run(`DELETE FROM vitals_sealed_hours WHERE hour IN (${hours})`);
  const days = `SELECT DISTINCT date_trunc('day', created_at AT TIME ZONE 'UTC') FROM _stage_performance_metrics`;
  await c.run(`DELETE FROM vitals_daily WHERE day IN (${days})`);
  await c.run(`DELETE FROM vitals_daily_days WHERE day IN (${days})`);
}
