import type { DuckDBValue } from "@duckdb/node-api";
import type { AnalyticsEvent } from "../shared/schemas/analytics";
import type { AnalyticsStore } from "./store";
import { parseUserAgent } from "./user-agent";

/**
 * Group commit into DuckDB. Requests add their events to shared buffers and wait; every `flushMs`
 * (or sooner when the buffers are large) one transaction writes everything buffered, and only then
 * are the waiting requests answered. So an acknowledged event is already committed (a kill -9 after
 * the answer cannot lose it), while the database sees a few large inserts instead of many small ones.
 * Event ids are primary keys and inserts skip existing ids, so a retried batch is stored once.
 */
export interface IngestOptions {
  flushMs?: number;
  maxBufferedRows?: number;
}

export interface Ingest {
  /** Resolves once the events are committed; rejects if the write failed (nothing acknowledged). */
  /** `receivedAt` (ms): when the server received the batch; timestamps are clamped against it. */
  submit(events: AnalyticsEvent[], userAgent: string, receivedAt?: number): Promise<{ stored: number; bot: boolean }>;
  /** Writes whatever is buffered now. */
  flush(): Promise<void>;
  close(): Promise<void>;
}

/** Browser clocks are not trusted: timestamps are clamped into [now - 1 day, now]. */
const MAX_AGE_MS = 24 * 60 * 60 * 1000;
const clamp = (at: number, now: number) => new Date(Math.min(now, Math.max(now - MAX_AGE_MS, at))).toISOString();

type Row = DuckDBValue[];
interface SessionRow {
  sessionId: string;
  entryPage: string;
  exitPage: string;
  createdAt: string;
  lastActivity: string;
  duration: number;
  pageViews: number;
  events: number;
  ua: string;
  deviceType: string;
  browser: string;
  os: string;
  screen: string | null;
  viewport: string | null;
}

const TABLES = {
  page_views:
    "page_views (event_id, session_id, page_path, page_title, referrer, user_agent, device_type, browser, os, screen_resolution, viewport_size, created_at)",
  user_events:
    "user_events (event_id, session_id, event_name, event_data, page_path, element_id, element_class, element_text, created_at)",
  error_logs:
    "error_logs (event_id, session_id, error_type, error_message, error_stack, page_path, user_agent, line_number, column_number, file_name, created_at)",
  performance_metrics:
    "performance_metrics (event_id, session_id, page_path, lcp, fid, inp, cls, ttfb, fcp, dom_content_loaded, load_time, resource_count, resource_bytes, created_at)",
} as const;
type Table = keyof typeof TABLES;

/** Staging tables of VARCHAR columns, one per event table; DuckDB casts on the INSERT ... SELECT. */
async function ensureStaging(store: AnalyticsStore): Promise<void> {
  for (const [table, spec] of Object.entries(TABLES)) {
    const columns = /\(([^)]*)\)/
      .exec(spec)![1]!
      .split(",")
      .map((col) => `${col.trim()} VARCHAR`);
    await store.connection.run(`CREATE TABLE IF NOT EXISTS _stage_${table} (${columns.join(", ")})`);
    await store.connection.run(`DELETE FROM _stage_${table}`);
  }
}

export function createIngest(store: AnalyticsStore, options: IngestOptions = {}): Ingest {
  const staging = ensureStaging(store);
  const flushMs = options.flushMs ?? 50;
  const maxRows = options.maxBufferedRows ?? 5_000;
  let rows: Record<Table, Map<string, Row>> = emptyRows();
  let sessions = new Map<string, SessionRow>();
  let bots = 0;
  let waiters: { resolve: () => void; reject: (e: unknown) => void }[] = [];
  let timer: Timer | undefined;
  let writing: Promise<void> = Promise.resolve();
  let buffered = 0;

  function emptyRows(): Record<Table, Map<string, Row>> {
    return { page_views: new Map(), user_events: new Map(), error_logs: new Map(), performance_metrics: new Map() };
  }

  const schedule = () => {
    if (buffered >= maxRows) {
      clearTimeout(timer);
      timer = undefined;
      void flush();
    } else
      timer ??= setTimeout(() => {
        timer = undefined;
        void flush();
      }, flushMs);
  };

  function add(table: Table, id: string, row: Row) {
    if (!rows[table].has(id)) buffered++;
    rows[table].set(id, row);
  }

  function addSession(s: SessionRow) {
    const prev = sessions.get(s.sessionId);
    if (!prev) buffered++;
    sessions.set(
      s.sessionId,
      prev
        ? {
            ...prev,
            // ISO timestamps of one format compare correctly as strings.
            ...(s.lastActivity >= prev.lastActivity ? { exitPage: s.exitPage, lastActivity: s.lastActivity } : {}),
            duration: Math.max(prev.duration, s.duration),
            pageViews: Math.max(prev.pageViews, s.pageViews),
            events: Math.max(prev.events, s.events),
          }
        : s,
    );
  }

  async function write(batch: Record<Table, Map<string, Row>>, sessionRows: SessionRow[], botHits: number) {
    const c = store.connection;
    await c.run("BEGIN TRANSACTION");
    try {
      // Rows go through DuckDB's Appender into a staging table (fast), then one INSERT ... SELECT
      // that skips ids already stored. (Large parameterised VALUES lists are slow to bind.)
      for (const table of Object.keys(TABLES) as Table[]) {
        const values = [...batch[table].values()];
        if (!values.length) continue;
        const appender = await c.createAppender(`_stage_${table}`);
        for (const row of values) {
          for (const v of row) {
            if (v === null || v === undefined) appender.appendNull();
            else appender.appendVarchar(String(v));
          }
          appender.endRow();
        }
        appender.flushSync();
        appender.closeSync();
        await c.run(`INSERT INTO ${TABLES[table]} SELECT * FROM _stage_${table} ON CONFLICT DO NOTHING`);
        await c.run(`DELETE FROM _stage_${table}`);
      }
      for (let i = 0; i < sessionRows.length; i += 500) {
        const chunk = sessionRows.slice(i, i + 500);
        await c.run(
          `INSERT INTO user_sessions (session_id, entry_page, exit_page, created_at, last_activity, duration_seconds, page_views_count, events_count, bounce_rate, user_agent, device_type, browser, os, screen_resolution, viewport_size)
           VALUES ${chunk.map(() => "(?, ?, ?, ?::TIMESTAMPTZ, ?::TIMESTAMPTZ, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)").join(", ")}
           ON CONFLICT (session_id) DO UPDATE SET
             exit_page = CASE WHEN excluded.last_activity >= user_sessions.last_activity THEN excluded.exit_page ELSE user_sessions.exit_page END,
             last_activity = greatest(user_sessions.last_activity, excluded.last_activity),
             duration_seconds = greatest(user_sessions.duration_seconds, excluded.duration_seconds),
             page_views_count = greatest(user_sessions.page_views_count, excluded.page_views_count),
             events_count = greatest(user_sessions.events_count, excluded.events_count),
             bounce_rate = greatest(user_sessions.page_views_count, excluded.page_views_count) <= 1
                       AND greatest(user_sessions.events_count, excluded.events_count) <= 1`,
          chunk.flatMap((s) => [
            s.sessionId,
            s.entryPage,
            s.exitPage,
            s.createdAt,
            s.lastActivity,
            s.duration,
            s.pageViews,
            s.events,
            s.pageViews <= 1 && s.events <= 1,
            s.ua,
            s.deviceType,
            s.browser,
            s.os,
            s.screen,
            s.viewport,
          ]),
        );
      }
      if (botHits) {
        await c.run(
          "INSERT INTO bot_hits (day, hits) VALUES (current_date, ?) ON CONFLICT (day) DO UPDATE SET hits = bot_hits.hits + excluded.hits",
          [botHits],
        );
      }
      await c.run("COMMIT");
    } catch (error) {
      await c.run("ROLLBACK").catch(() => {});
      throw error;
    }
  }

  function flush(): Promise<void> {
    const batch = rows;
    const sessionRows = [...sessions.values()];
    const botHits = bots;
    const done = waiters;
    rows = emptyRows();
    sessions = new Map();
    bots = 0;
    buffered = 0;
    waiters = [];
    // One write at a time: DuckDB has one connection here, and transactions must not interleave.
    writing = writing.then(async () => {
      try {
        await staging;
        if (done.length || botHits) await write(batch, sessionRows, botHits);
        for (const w of done) w.resolve();
      } catch (error) {
        for (const w of done) w.reject(error);
      }
    });
    return writing;
  }

  return {
    submit(events, userAgent, receivedAt = Date.now()) {
      const agent = parseUserAgent(userAgent);
      if (agent.bot) {
        bots += events.length;
        schedule();
        return Promise.resolve({ stored: 0, bot: true });
      }
      const now = receivedAt;
      const ua = userAgent.slice(0, 512);
      for (const e of events) {
        const createdAt = clamp(e.at, now);
        switch (e.type) {
          case "pageview":
            add("page_views", e.id, [
              e.id,
              e.sessionId,
              e.path,
              e.title ?? null,
              e.referrer ?? null,
              ua,
              agent.deviceType,
              agent.browser,
              agent.os,
              e.screen ?? null,
              e.viewport ?? null,
              createdAt,
            ]);
            break;
          case "event":
            add("user_events", e.id, [
              e.id,
              e.sessionId,
              e.name,
              e.data ? JSON.stringify(e.data) : null,
              e.path,
              e.elementId ?? null,
              e.elementClass ?? null,
              e.elementText ?? null,
              createdAt,
            ]);
            break;
          case "error":
            add("error_logs", e.id, [
              e.id,
              e.sessionId ?? null,
              e.errorType,
              e.message,
              e.stack ?? null,
              e.pagePath,
              ua,
              e.line ?? null,
              e.column ?? null,
              e.fileName ?? null,
              createdAt,
            ]);
            break;
          case "vitals":
            add("performance_metrics", e.id, [
              e.id,
              e.sessionId,
              e.path,
              e.lcp ?? null,
              e.fid ?? null,
              e.inp ?? null,
              e.cls ?? null,
              e.ttfb ?? null,
              e.fcp ?? null,
              e.domContentLoaded ?? null,
              e.load ?? null,
              e.resourceCount ?? null,
              e.resourceBytes ?? null,
              createdAt,
            ]);
            break;
          case "session":
            addSession({
              sessionId: e.sessionId,
              entryPage: e.entryPage,
              exitPage: e.exitPage,
              createdAt: new Date(
                Math.min(now, Math.max(now - MAX_AGE_MS, e.at - e.durationSeconds * 1000)),
              ).toISOString(),
              lastActivity: createdAt,
              duration: e.durationSeconds,
              pageViews: e.pageViews,
              events: e.events,
              ua,
              deviceType: agent.deviceType,
              browser: agent.browser,
              os: agent.os,
              screen: e.screen ?? null,
              viewport: e.viewport ?? null,
            });
            break;
        }
      }
      const acknowledged = new Promise<{ stored: number; bot: boolean }>((resolve, reject) => {
        waiters.push({ resolve: () => resolve({ stored: events.length, bot: false }), reject });
      });
      schedule();
      return acknowledged;
    },
    flush,
    async close() {
      clearTimeout(timer);
      await flush();
    },
  };
}
