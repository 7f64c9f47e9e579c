import type { Dashboard } from "../../shared/analytics/dashboard";
import { ERROR_LOG_LIMIT, TOP_N } from "../../shared/analytics/definitions";
import type { Exploration } from "../explore/dashboard";
import { labelFilterSql } from "../explore/filters";
import { getBotHits } from "../queries/getBotHits";
import { getRealtime } from "../queries/getRealtime";
import { p75Performance } from "../queries/p75";
import { bucketStart, completeSeries } from "../queries/series";
import { sqlString } from "../queries/window-sql";
import { type BreakdownColumn, breakdownLabel, breakdownRows, tsLiteral } from "../sql";
import type { AnalyticsStore } from "../store";
import { rows } from "./run";

/**
 * The reference of a filtered (or custom-range) dashboard: the straightforward SQL of what
 * analytics/explore/dashboard.ts answers, one query per figure over the raw rows, with the same
 * semantics: the page views matching every filter; the sessions that have one ("session_id IN (the
 * matching views)", repeated in each query); events, errors and vitals of those sessions (with a page
 * filter: those recorded on that page); session figures of the matching sessions that started in
 * the window; days cut by a per-row time-zone conversion. The explore path is faster (a temporary
 * table of the sessions, integer day arithmetic, the breakdowns over distinct (session, visitor,
 * labels) rows) and must give the same answer; only the benchmark uses this
 * (tests/bench/analytics.ts), beside the same queries in PostgreSQL's dialect
 * (tests/bench/analytics-postgres.ts).
 */
export async function getReferenceFilteredDashboard(
  store: AnalyticsStore,
  x: Exploration,
  now = new Date(),
): Promise<Dashboard> {
  const { period, filters, timeZone } = x;
  const filtered = Object.keys(filters).length > 0;
  const from = period.from.getTime();
  const to = period.to.getTime();
  const end = x.rolling ? null : to;
  const within = (a: number, b: number | null) =>
    `created_at >= ${tsLiteral(a)}${b === null ? "" : ` AND created_at < ${tsLiteral(b)}`}`;
  const views = (a: number, b: number | null) =>
    `SELECT * FROM page_views WHERE ${within(a, b)} AND ${labelFilterSql(filters)}`;
  const ofSessions = (a: number, b: number | null, withPage: boolean) =>
    [
      filtered ? `session_id IN (SELECT session_id FROM (${views(a, b)}))` : "TRUE",
      withPage && filters.page !== undefined ? `page_path = ${sqlString(filters.page)}` : "TRUE",
    ].join(" AND ");
  const q = <T>(sql: string) => rows<T>(store, sql);

  async function summary(a: number, b: number) {
    const [v] = await q<{ n: number; v: number }>(
      `SELECT count(*) AS n, count(DISTINCT visitor) AS v FROM (${views(a, b)})`,
    );
    const [s] = await q<{ sessions: number; bounced: number; avg: number | null }>(
      `SELECT count(*) AS sessions, count(*) FILTER (WHERE page_views_count <= 1 AND events_count <= 1) AS bounced,
              avg(duration_seconds) AS avg
         FROM user_sessions WHERE ${within(a, b)} AND ${ofSessions(a, b, false)}`,
    );
    const sessions = Number(s?.sessions ?? 0);
    return {
      pageViews: Number(v?.n ?? 0),
      sessions,
      visitors: Number(v?.v ?? 0),
      bounceRate: sessions ? (Number(s?.bounced ?? 0) / sessions) * 100 : 0,
      avgSessionSeconds: Number(s?.avg ?? 0),
    };
  }

  const unit = to - from <= 2 * 86_400_000 ? "hour" : "day";
  const key =
    unit === "hour"
      ? "((epoch_ms(created_at) // 3600000) * 3600000)::VARCHAR"
      : `strftime(timezone(${sqlString(timeZone)}, created_at), '%Y-%m-%d')`;
  const found = await q<{ b: string; views: number; sessions: number }>(
    `SELECT ${key} AS b, count(*) AS views, count(DISTINCT session_id) AS sessions FROM (${views(from, end)}) GROUP BY 1`,
  );
  const points = new Map(
    found.map((r) => [
      bucketStart(unit === "hour" ? Number(r.b) : r.b, timeZone),
      { views: Number(r.views), sessions: Number(r.sessions) },
    ]),
  );
  const breakdown = (column: BreakdownColumn) =>
    q<{ label: string; sessions: number; visitors: number }>(
      `SELECT ${breakdownLabel(column)} AS label, count(DISTINCT session_id) AS sessions, count(DISTINCT visitor) AS visitors
         FROM (${views(from, end)})
        GROUP BY 1 ORDER BY sessions DESC, label LIMIT ${breakdownRows(column)}`,
    );
  const sessionPages = (column: "entry_page" | "exit_page") =>
    q<{ path: string; sessions: number }>(
      `SELECT ${column} AS path, count(*) AS sessions FROM user_sessions
        WHERE ${within(from, end)} AND ${ofSessions(from, end, false)} AND ${column} IS NOT NULL
        GROUP BY 1 ORDER BY sessions DESC, path LIMIT ${TOP_N}`,
    );
  return {
    range: x.range,
    from: period.from.toISOString(),
    to: period.to.toISOString(),
    timeZone,
    unit,
    filters,
    summary: { current: await summary(from, to), previous: await summary(period.previousFrom.getTime(), from) },
    realtimeVisitors: await getRealtime(store, now),
    timeSeries: completeSeries(points, unit, from, to, timeZone),
    topPages: await q(
      `SELECT page_path AS path, count(*) AS views, count(DISTINCT session_id) AS sessions FROM (${views(from, end)})
        GROUP BY page_path ORDER BY views DESC, path LIMIT ${TOP_N}`,
    ),
    topEvents: await q(
      `SELECT event_name AS label, count(*) AS count FROM user_events
        WHERE ${within(from, end)} AND ${ofSessions(from, end, true)}
        GROUP BY event_name ORDER BY count DESC, label LIMIT ${TOP_N}`,
    ),
    topErrors: await q(
      `SELECT error_message AS label, count(*) AS count, max(created_at) AS "lastSeen"
         FROM (SELECT error_message, created_at FROM error_logs WHERE ${within(from, end)} AND ${ofSessions(from, end, true)}
                ORDER BY created_at DESC, event_id DESC LIMIT ${ERROR_LOG_LIMIT})
        GROUP BY error_message ORDER BY count DESC, "lastSeen" DESC, label LIMIT ${TOP_N}`,
    ),
    performance: await p75Performance(q, `${within(from, end)} AND ${ofSessions(from, end, true)}`),
    referrers: await breakdown("referrer"),
    devices: await breakdown("device_type"),
    browsers: await breakdown("browser"),
    operatingSystems: await breakdown("os"),
    channels: await breakdown("channel"),
    campaigns: await breakdown("campaign"),
    countries: await breakdown("country"),
    entryPages: await sessionPages("entry_page"),
    exitPages: await sessionPages("exit_page"),
    botHits: await getBotHits(store, period),
  };
}
