import { createReadStream, mkdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { pipeline } from "node:stream/promises";
import type { DuckDBConnection } from "@duckdb/node-api";
import postgres from "postgres";
import { labelFilterSql } from "../../analytics/explore/filters";
import { bucketStart, completeSeries } from "../../analytics/queries/series";
import { sqlString } from "../../analytics/queries/window-sql";
import { type BreakdownColumn, breakdownLabel, breakdownRows, tsLiteral } from "../../analytics/sql";
import type { DashboardPerformance } from "../../shared/analytics/dashboard";
import { ERROR_LOG_LIMIT, type Period, periodOf, type RangeKey, TOP_N } from "../../shared/analytics/definitions";
import type { Filters } from "../../shared/analytics/view";

/**
 * The comparison the analytics issue asks for: the dashboard's straightforward SQL (the same queries
 * as analytics/reference, in PostgreSQL's dialect) over the same rows, in PostgreSQL. The rows are
 * copied out of the bench's DuckDB file (CSV through COPY FROM STDIN), with a created_at index on
 * every table, as a straightforward PostgreSQL set-up would have.
 */

const TABLES = {
  page_views:
    "event_id text, session_id text, page_path text, referrer text, referrer_host text, channel text, utm_source text, utm_medium text, utm_campaign text, country text, device_type text, browser text, os text, visitor numeric, created_at timestamptz",
  user_sessions:
    "session_id text, entry_page text, exit_page text, page_views_count int, events_count int, duration_seconds int, created_at timestamptz",
  user_events: "event_id text, session_id text, event_name text, page_path text, created_at timestamptz",
  error_logs: "event_id text, session_id text, error_message text, page_path text, created_at timestamptz",
  performance_metrics:
    "event_id text, session_id text, page_path text, lcp double precision, fcp double precision, ttfb double precision, inp double precision, fid double precision, cls double precision, load_time double precision, resource_count int, created_at timestamptz",
  bot_hits: "day date, hits bigint",
} as const;

export type Pg = postgres.Sql;

/** Creates a fresh database on the server of `url`, loads the DuckDB rows into it, indexes and analyzes. */
export async function loadIntoPostgres(duck: DuckDBConnection, url: string, scratch: string) {
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  const name = `bench_analytics_${Date.now().toString(36)}`;
  await admin.unsafe(`CREATE DATABASE ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const pg = postgres(target.toString(), { max: 1, onnotice: () => {} });
  mkdirSync(scratch, { recursive: true });
  for (const [table, columns] of Object.entries(TABLES)) {
    // Text compared byte by byte (COLLATE "C"), as DuckDB compares it: the same order of labels.
    await pg.unsafe(`CREATE UNLOGGED TABLE ${table} (${columns.replaceAll(" text", ' text COLLATE "C"')})`);
    const names = columns
      .split(", ")
      .map((c) => c.split(" ")[0])
      .join(", ");
    const file = join(scratch, `${table}.csv`);
    // Timestamps as ISO text with offset, which PostgreSQL's timestamptz input reads exactly.
    await duck.run(`COPY (SELECT ${names} FROM ${table}) TO '${file}' (FORMAT csv, HEADER false)`);
    const writable = await pg.unsafe(`COPY ${table} (${names}) FROM STDIN WITH (FORMAT csv)`).writable();
    await pipeline(createReadStream(file), writable);
    rmSync(file);
    if (table !== "bot_hits") await pg.unsafe(`CREATE INDEX ON ${table} (created_at)`);
  }
  await pg.unsafe("VACUUM ANALYZE");
  return {
    pg,
    async drop() {
      await pg.end();
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name}`);
      await admin.end();
    },
  };
}

/**
 * Every figure of the dashboard for one range, as analytics/reference answers it: the filtered
 * dashboard below without filters (the same seven breakdowns, entry and exit pages, days of the
 * company's time zone).
 */
export function postgresDashboard(pg: Pg, range: RangeKey, now: Date) {
  return postgresFilteredDashboard(pg, periodOf(range, now), {}, { now });
}

/**
 * A filtered (or custom-range) dashboard in PostgreSQL: the straightforward SQL of
 * analytics/reference/filtered.ts in PostgreSQL's dialect, with the semantics of
 * analytics/explore/dashboard.ts: the page views matching every filter; the sessions that have one
 * (`session_id IN (the matching views)`, in each query); events, errors and vitals of those sessions
 * (with a page filter: those recorded on that page); session figures of the matching sessions that
 * started in the window; days of `timeZone` by a per-row conversion. A rolling range reads
 * everything since `from` (the summary cards [from, to) and the period before), as explore does.
 * The filters' WHERE term is the one DuckDB runs (analytics/explore/filters.ts): each label
 * expression of analytics/sql.ts `breakdownLabel` (coalesce, nullif, CASE, ||) and each quoted
 * literal reads the same in PostgreSQL.
 */
export async function postgresFilteredDashboard(
  pg: Pg,
  period: Period,
  filters: Filters,
  { timeZone = "Europe/Prague", rolling = true, now = period.to } = {},
) {
  const filtered = Object.keys(filters).length > 0;
  const from = period.from.getTime();
  const to = period.to.getTime();
  const end = rolling ? null : to;
  const within = (a: number, b: number | null) =>
    `created_at >= ${tsLiteral(a)}${b === null ? "" : ` AND created_at < ${tsLiteral(b)}`}`;
  const views = (a: number, b: number | null) =>
    `SELECT * FROM page_views WHERE ${within(a, b)} AND ${labelFilterSql(filters)}`;
  const ofSessions = (a: number, b: number | null, withPage: boolean) =>
    [
      filtered ? `session_id IN (SELECT session_id FROM (${views(a, b)}) v)` : "TRUE",
      withPage && filters.page !== undefined ? `page_path = ${sqlString(filters.page)}` : "TRUE",
    ].join(" AND ");
  const q = <T>(sql: string) => pg.unsafe(sql) as Promise<T[]>;

  async function summary(a: number, b: number) {
    const [v] = await q<{ n: number; v: number }>(
      `SELECT count(*)::int AS n, count(DISTINCT visitor)::int AS v FROM (${views(a, b)}) v`,
    );
    const [s] = await q<{ sessions: number; bounced: number; avg: number | null }>(
      `SELECT count(*)::int AS sessions, count(*) FILTER (WHERE page_views_count <= 1 AND events_count <= 1)::int AS bounced,
              avg(duration_seconds)::float8 AS avg
         FROM user_sessions WHERE ${within(a, b)} AND ${ofSessions(a, b, false)}`,
    );
    const sessions = s?.sessions ?? 0;
    return {
      pageViews: v?.n ?? 0,
      sessions,
      visitors: v?.v ?? 0,
      bounceRate: sessions ? ((s?.bounced ?? 0) / sessions) * 100 : 0,
      avgSessionSeconds: s?.avg ?? 0,
    };
  }

  const unit = to - from <= 2 * 86_400_000 ? "hour" : "day";
  const key =
    unit === "hour"
      ? "(floor(extract(epoch FROM created_at) / 3600) * 3600000)::bigint::text"
      : `to_char(created_at AT TIME ZONE ${sqlString(timeZone)}, 'YYYY-MM-DD')`;
  const found = await q<{ b: string; views: number; sessions: number }>(
    `SELECT ${key} AS b, count(*)::int AS views, count(DISTINCT session_id)::int AS sessions
       FROM (${views(from, end)}) v GROUP BY 1`,
  );
  const points = new Map(
    found.map((r) => [
      bucketStart(unit === "hour" ? Number(r.b) : r.b, timeZone),
      { views: r.views, sessions: r.sessions },
    ]),
  );
  const breakdown = (column: BreakdownColumn) =>
    q<{ label: string; sessions: number; visitors: number }>(
      `SELECT ${breakdownLabel(column)} AS label, count(DISTINCT session_id)::int AS sessions,
              count(DISTINCT visitor)::int AS visitors FROM (${views(from, end)}) v
        GROUP BY 1 ORDER BY sessions DESC, label LIMIT ${breakdownRows(column)}`,
    );
  const sessionPages = (column: "entry_page" | "exit_page") =>
    q<{ path: string; sessions: number }>(
      `SELECT ${column} AS path, count(*)::int AS sessions FROM user_sessions
        WHERE ${within(from, end)} AND ${ofSessions(from, end, false)} AND ${column} IS NOT NULL
        GROUP BY 1 ORDER BY sessions DESC, path LIMIT ${TOP_N}`,
    );
  const [p] = await q<DashboardPerformance>(
    `SELECT count(resource_count)::int AS samples,
            ${["lcp", "fcp", "ttfb", "inp", "fid", "cls", "load_time"]
              .map((m) => `percentile_cont(0.75) WITHIN GROUP (ORDER BY ${m}) AS ${m === "load_time" ? "load" : m}`)
              .join(", ")}
       FROM performance_metrics WHERE ${within(from, end)} AND ${ofSessions(from, end, true)}`,
  );
  const [realtime] = await q<{ n: number }>(
    `SELECT count(DISTINCT session_id)::int AS n FROM page_views WHERE created_at >= ${tsLiteral(now.getTime() - 5 * 60_000)}`,
  );
  const [bots] = await q<{ n: number | null }>(
    `SELECT sum(hits)::int AS n FROM bot_hits
      WHERE day >= '${period.from.toISOString().slice(0, 10)}'::date AND day <= '${period.to.toISOString().slice(0, 10)}'::date`,
  );
  return {
    summary: { current: await summary(from, to), previous: await summary(period.previousFrom.getTime(), from) },
    realtimeVisitors: realtime?.n ?? 0,
    timeSeries: completeSeries(points, unit, from, to, timeZone),
    topPages: await q<{ path: string; views: number; sessions: number }>(
      `SELECT page_path AS path, count(*)::int AS views, count(DISTINCT session_id)::int AS sessions
         FROM (${views(from, end)}) v GROUP BY page_path ORDER BY views DESC, path LIMIT ${TOP_N}`,
    ),
    topEvents: await q<{ label: string; count: number }>(
      `SELECT event_name AS label, count(*)::int AS count FROM user_events
        WHERE ${within(from, end)} AND ${ofSessions(from, end, true)}
        GROUP BY event_name ORDER BY count DESC, label LIMIT ${TOP_N}`,
    ),
    topErrors: await q<{ label: string; count: number; lastSeen: Date }>(
      `SELECT error_message AS label, count(*)::int AS count, max(created_at) AS "lastSeen"
         FROM (SELECT error_message, created_at FROM error_logs WHERE ${within(from, end)} AND ${ofSessions(from, end, true)}
                ORDER BY created_at DESC, event_id DESC LIMIT ${ERROR_LOG_LIMIT}) e
        GROUP BY error_message ORDER BY count DESC, "lastSeen" DESC, label LIMIT ${TOP_N}`,
    ),
    performance: {
      samples: p?.samples ?? 0,
      lcp: p?.lcp ?? null,
      fcp: p?.fcp ?? null,
      ttfb: p?.ttfb ?? null,
      inp: p?.inp ?? null,
      fid: p?.fid ?? null,
      cls: p?.cls ?? null,
      load: p?.load ?? null,
    },
    referrers: await breakdown("referrer"),
    devices: await breakdown("device_type"),
    browsers: await breakdown("browser"),
    operatingSystems: await breakdown("os"),
    channels: await breakdown("channel"),
    campaigns: await breakdown("campaign"),
    countries: await breakdown("country"),
    entryPages: await sessionPages("entry_page"),
    exitPages: await sessionPages("exit_page"),
    botHits: bots?.n ?? 0,
  };
}
