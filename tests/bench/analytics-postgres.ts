import { createReadStream, mkdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { pipeline } from "node:stream/promises";
import type { DuckDBConnection } from "@duckdb/node-api";
import postgres from "postgres";
import { ERROR_LOG_LIMIT, type Period, periodOf, type RangeKey, TOP_N } from "../../shared/analytics/definitions";

/**
 * The comparison the analytics issue asks for: the dashboard's straightforward SQL (the same queries
 * as analytics/reference, in PostgreSQL's dialect) over the same rows, in PostgreSQL. The rows are
 * copied out of the bench's DuckDB file (CSV through COPY FROM STDIN), with a created_at index on
 * every table, as a straightforward PostgreSQL set-up would have.
 */

const TABLES = {
  page_views:
    "event_id text, session_id text, page_path text, referrer text, device_type text, browser text, os text, created_at timestamptz",
  user_sessions:
    "session_id text, page_views_count int, events_count int, duration_seconds int, created_at timestamptz",
  user_events: "event_id text, session_id text, event_name text, created_at timestamptz",
  error_logs: "event_id text, error_message text, created_at timestamptz",
  performance_metrics:
    "event_id text, lcp double precision, fcp double precision, ttfb double precision, inp double precision, fid double precision, cls double precision, load_time double precision, created_at timestamptz",
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
    await pg.unsafe(`CREATE UNLOGGED TABLE ${table} (${columns})`);
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

const bucket = (unit: "hour" | "day") =>
  `to_char(date_trunc('${unit}', created_at AT TIME ZONE 'UTC'), 'YYYY-MM-DD"T"HH24:00:00"Z"')`;
const breakdown = {
  referrer: `coalesce(nullif(substring(referrer from '^https?://([^/]+)'), ''), '(direct)')`,
  device_type: "coalesce(device_type, 'Other')",
  browser: "coalesce(browser, 'Other')",
  os: "coalesce(os, 'Other')",
};

async function summaryBetween(pg: Pg, from: Date, to: Date) {
  const [v] = await pg.unsafe("SELECT count(*)::int AS n FROM page_views WHERE created_at >= $1 AND created_at < $2", [
    from.toISOString(),
    to.toISOString(),
  ]);
  const [s] = await pg.unsafe(
    `SELECT count(*)::int AS sessions, count(*) FILTER (WHERE page_views_count <= 1 AND events_count <= 1)::int AS bounced,
            avg(duration_seconds)::float8 AS avg
       FROM user_sessions WHERE created_at >= $1 AND created_at < $2`,
    [from.toISOString(), to.toISOString()],
  );
  return { pageViews: v?.n, sessions: s?.sessions, bounced: s?.bounced, avg: s?.avg };
}

/** Every figure of the dashboard for one range, one straightforward query each (as analytics/reference). */
export async function postgresDashboard(pg: Pg, range: RangeKey, now: Date) {
  const p: Period = periodOf(range, now);
  const from = p.from.toISOString();
  const unit = range === "24h" ? "hour" : "day";
  return {
    current: await summaryBetween(pg, p.from, p.to),
    previous: await summaryBetween(pg, p.previousFrom, p.from),
    realtime: await pg.unsafe("SELECT count(DISTINCT session_id)::int AS n FROM page_views WHERE created_at >= $1", [
      new Date(now.getTime() - 5 * 60_000).toISOString(),
    ]),
    timeSeries: await pg.unsafe(
      `SELECT ${bucket(unit)} AS bucket, count(*)::int AS views, count(DISTINCT session_id)::int AS sessions
         FROM page_views WHERE created_at >= $1 GROUP BY 1 ORDER BY 1`,
      [from],
    ),
    topPages: await pg.unsafe(
      `SELECT page_path AS path, count(*)::int AS views, count(DISTINCT session_id)::int AS sessions
         FROM page_views WHERE created_at >= $1 GROUP BY page_path ORDER BY views DESC, path LIMIT ${TOP_N}`,
      [from],
    ),
    topEvents: await pg.unsafe(
      `SELECT event_name AS label, count(*)::int AS count FROM user_events WHERE created_at >= $1
        GROUP BY event_name ORDER BY count DESC, label LIMIT ${TOP_N}`,
      [from],
    ),
    topErrors: await pg.unsafe(
      `SELECT error_message AS label, count(*)::int AS count, max(created_at) AS "lastSeen"
         FROM (SELECT error_message, created_at FROM error_logs WHERE created_at >= $1
                ORDER BY created_at DESC, event_id DESC LIMIT ${ERROR_LOG_LIMIT}) e
        GROUP BY error_message ORDER BY count DESC, "lastSeen" DESC, label LIMIT ${TOP_N}`,
      [from],
    ),
    performance: await pg.unsafe(
      `SELECT count(*)::int AS samples,
              ${["lcp", "fcp", "ttfb", "inp", "fid", "cls", "load_time"]
                .map((m) => `percentile_cont(0.75) WITHIN GROUP (ORDER BY ${m}) AS ${m}`)
                .join(", ")}
         FROM performance_metrics WHERE created_at >= $1`,
      [from],
    ),
    breakdowns: await Promise.all(
      Object.values(breakdown).map((expr) =>
        pg.unsafe(
          `SELECT ${expr} AS label, count(DISTINCT session_id)::int AS sessions FROM page_views
            WHERE created_at >= $1 GROUP BY 1 ORDER BY sessions DESC, label LIMIT ${TOP_N}`,
          [from],
        ),
      ),
    ),
    botHits: await pg.unsafe("SELECT sum(hits)::int AS n FROM bot_hits WHERE day >= $1::date", [from.slice(0, 10)]),
  };
}
