import type { DuckDBConnection } from "@duckdb/node-api";
import type { Dashboard, DashboardSummary, SessionsByLabel } from "../../shared/analytics/dashboard";
import { ERROR_LOG_LIMIT, type Period, TOP_N } from "../../shared/analytics/definitions";
import type { Filters, ViewRange } from "../../shared/analytics/view";
import { getBotHits } from "../queries/getBotHits";
import { getRealtime } from "../queries/getRealtime";
import { sessionPagesOf, sessionPagesSql } from "../queries/getSessionPages";
import { p75Performance } from "../queries/p75";
import { rowsOn, stopIfAbandoned } from "../queries/run";
import { completeSeries, seriesUnitOf } from "../queries/series";
import { sqlString } from "../queries/window-sql";
import { rawViewRows, viewRowsOn, withVisitorFlags } from "../session-hours";
import { BREAKDOWNS, type BreakdownColumn, breakdownLabel, breakdownRowsSql, tsLiteral } from "../sql";
import type { AnalyticsStore } from "../store";
import { dayStart, offsetSteps } from "../time-zone";
import { pageViewFilterSql } from "./filters";

/**
 * The dashboard for any window [from, to) and any filters, straight from the raw tables (the
 * rollups hold whole UTC hours and days for rolling windows, so a custom range, days in the
 * company's time zone and filters are read here instead). Filter semantics: the page views that
 * match every filter, and the sessions that have one; events, errors and vitals of those sessions
 * (with a page filter: those recorded on that page); session figures (bounce, duration, entry and
 * exit pages) of the matching sessions that started in the window.
 */
export interface Exploration {
  range: ViewRange;
  period: Period;
  filters: Filters;
  timeZone: string;
  /**
   * A rolling range reads everything since its start, as the rollups do (a clock a little ahead
   * in a browser is clamped, not lost); the summary cards compare [from, to) with the period before.
   */
  rolling: boolean;
  /** Aborts when the caller went away: the read stops before its next query (view-gate.ts). */
  signal?: AbortSignal;
}

export async function getExploredDashboard(
  store: AnalyticsStore,
  x: Exploration,
  now = new Date(),
): Promise<Dashboard> {
  const [main, realtimeVisitors, botHits] = await Promise.all([
    store.read((c) => explore(c, x)),
    getRealtime(store, now),
    getBotHits(store, x.period),
  ]);
  return { ...main, realtimeVisitors, botHits };
}

/** Names the "fs" (filtered sessions) table of one exploration: made per read, on its connection. */
let explorations = 0;

async function explore(c: DuckDBConnection, x: Exploration): Promise<Omit<Dashboard, "realtimeVisitors" | "botHits">> {
  const { period, filters, timeZone } = x;
  const filtered = Object.keys(filters).length > 0;
  const q = <T>(sql: string) => {
    stopIfAbandoned(x.signal);
    return rowsOn<T>(c, sql);
  };
  const pred = pageViewFilterSql(filters);
  const within = (a: number, b: number | null) =>
    `created_at >= ${tsLiteral(a)}${b === null ? "" : ` AND created_at < ${tsLiteral(b)}`}`;
  const from = period.from.getTime();
  const to = period.to.getTime();
  const prev = period.previousFrom.getTime();
  /** The end of everything but the summary cards. */
  const end = x.rolling ? null : to;
  const views = (a: number, b: number | null) => `SELECT * FROM page_views WHERE ${within(a, b)} AND ${pred}`;
  // Everything but the top pages reads sessions, visitors and labels: from session_hours where the
  // window's hours are sealed (none has a page, so not with a page filter), in the snapshot below.
  let viewRows = rawViewRows;
  const viewsOf = (a: number, b: number | null) => viewRows.sql(a, b, pred);
  // With filters, the sessions that have a matching view in the window are listed once (one scan of
  // two columns), and the session, event, error and vitals figures keep the rows of those sessions.
  // The views themselves are read where they lie: each query reads only its own columns (copying
  // the matching views once cost more than all the reads of them together).
  const fs = `_explore_fs_${++explorations}`;
  /**
   * The rows of `table` (with sk and created_at, and page_path when `withPage`) in [a, b) that the
   * filters keep, as a subquery. The listed sessions are joined by key (analytics/session-key.ts;
   * their keys are distinct):
   * at 900k listed sessions, the session records' entry and exit pages took ~30 % less than with
   * `session_id IN (the list)` (the vitals the same: their quantiles cost the most).
   */
  const kept = (table: string, a: number, b: number | null, withPage: boolean) => {
    const page = withPage && filters.page !== undefined ? ` AND page_path = ${sqlString(filters.page)}` : "";
    const listed =
      a === from && b === end
        ? `SELECT sk FROM ${fs}`
        : a === from && b === to
          ? `SELECT sk FROM ${fs} WHERE before_to`
          : null;
    if (!filtered) return `(SELECT * FROM ${table} WHERE ${within(a, b)}${page})`;
    if (listed) return `(SELECT * FROM ${table} JOIN (${listed}) USING (sk) WHERE ${within(a, b)}${page})`;
    return `(SELECT * FROM ${table} WHERE ${within(a, b)}${page} AND sk IN (SELECT sk FROM (${viewsOf(a, b)})))`;
  };

  async function summary(a: number, b: number): Promise<DashboardSummary> {
    // Visitors counted with session_hours' flags (withVisitorFlags): country CZ at 10M page views, 88 -> 38-51 ms.
    const [v] = await q<{ n: number; v: number }>(
      `SELECT sum(views)::BIGINT AS n,
              count(*) FILTER (WHERE single_visitor) + count(DISTINCT visitor) FILTER (WHERE NOT single_visitor) AS v
         FROM (${withVisitorFlags([{ rows: viewRows.parts(a, b, pred) }], "views, visitor")})`,
    );
    const [s] = await q<{ sessions: number; bounced: number; avg: number | null }>(
      `SELECT count(*) AS sessions, count(*) FILTER (WHERE page_views_count <= 1 AND events_count <= 1) AS bounced,
              avg(duration_seconds) AS avg
         FROM ${kept("user_sessions", a, b, false)}`,
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

  const unit = seriesUnitOf(from, to);
  async function timeSeries() {
    // A row's bucket by integer arithmetic (a time-zone conversion per row costs 7x more): the
    // local day number is (epoch ms + the zone's offset then) // day; the offset changes at most a
    // few times in a window, so it is a CASE over those steps.
    // A rolling range also reads rows after `to` (ingest clamps them to its clock, tests put them
    // weeks ahead): its steps reach a year past `to`.
    const steps = offsetSteps(from, end === null ? to + 366 * 86_400_000 : to, timeZone);
    const offset = `CASE ${steps
      .slice(1)
      .map(([t], i) => `WHEN epoch_ms(created_at) < ${t} THEN ${steps[i]?.[1]}`)
      .join(" ")} ELSE ${steps.at(-1)?.[1]} END`;
    const bucketSql =
      unit === "hour"
        ? "(epoch_ms(created_at) // 3600000) * 3600000"
        : `(epoch_ms(created_at) + ${steps.length > 1 ? offset : String(steps[0]?.[1] ?? 0)}) // 86400000`;
    const found = (
      await q<{ b: number; views: number; sessions: number }>(
        `SELECT ${bucketSql} AS b, sum(views)::BIGINT AS views, count(DISTINCT sk) AS sessions FROM (${viewsOf(from, end)}) GROUP BY 1`,
      )
    ).map((r) =>
      // Day numbers to the instant their local day starts.
      unit === "hour"
        ? r
        : { ...r, b: dayStart(new Date(Number(r.b) * 86_400_000).toISOString().slice(0, 10), timeZone) },
    );
    const points = new Map(found.map((r) => [Number(r.b), { views: Number(r.views), sessions: Number(r.sessions) }]));
    return completeSeries(points, unit, from, to, timeZone);
  }

  // The top pages by views first, then distinct sessions for those pages only (a distinct count for
  // every page was 40 % of the time at 3.6M matching views), by key (analytics/session-key.ts:
  // channel Email at 10M page views, 217 -> 152 ms).
  const topPages = () =>
    q<{ path: string; views: number; sessions: number }>(
      `WITH top AS (SELECT page_path, count(*) AS views FROM (${views(from, end)})
                     GROUP BY page_path ORDER BY views DESC, page_path LIMIT ${TOP_N})
       SELECT page_path AS path, any_value(top.views) AS views, count(DISTINCT sk) AS sessions
         FROM (${views(from, end)}) JOIN top USING (page_path)
        GROUP BY page_path ORDER BY views DESC, path`,
    );
  const topEvents = () =>
    q<{ label: string; count: number }>(
      `SELECT event_name AS label, count(*) AS count FROM ${kept("user_events", from, end, true)}
        GROUP BY event_name ORDER BY count DESC, label LIMIT ${TOP_N}`,
    );
  const topErrors = () =>
    q<{ label: string; count: number; lastSeen: string }>(
      `SELECT error_message AS label, count(*) AS count, max(created_at) AS "lastSeen"
         FROM (SELECT error_message, created_at FROM ${kept("error_logs", from, end, true)}
                ORDER BY created_at DESC, event_id DESC LIMIT ${ERROR_LOG_LIMIT})
        GROUP BY error_message ORDER BY count DESC, "lastSeen" DESC, label LIMIT ${TOP_N}`,
    );
  const performance = () => p75Performance(q, "TRUE", kept("performance_metrics", from, end, true));
  /**
   * Every session breakdown, each ranked as its own table would be (sessions, then label) and cut to
   * its breakdownRows, from rows that are about one per session: session_hours (a session's views of one hour
   * with its labels) where the window's hours are sealed, and raw views reduced to their distinct
   * (session, visitor, labels) rows elsewhere. A distinct count per label was most of the time, so a
   * session (or visitor) with a single row is counted by a plain count, and only the others (a
   * session over several hours, or whose labels changed) by a distinct count: the same number, as a
   * single-row session appears under each of its labels once. A fact row says whether its session
   * (visitor) has no other row (session-hours.ts), unless the raw rows have it too; raw rows are told
   * apart by window counts; sessions are told apart by their key, as everywhere in a filtered view
   * (analytics/session-key.ts, where what a collision would do is said). At 10M page views a month, a country filter keeping 3.6M views: 6.0-6.4 s as
   * one GROUPING SETS pass over the views, 2.3-2.8 s with a distinct count per label over the
   * distinct rows, 0.85-1.0 s with window counts over session_hours, 0.2 s with its flags. The rows
   * are made once and each breakdown grouped by its own GROUP BY: one GROUPING SETS pass with
   * distinct counts cost a third more (channel Email, 260k rows: 420-500 -> 320-370 ms).
   */
  async function breakdowns(): Promise<Record<BreakdownColumn, SessionsByLabel[]>> {
    const names = BREAKDOWNS.map((_, i) => `l${i}`);
    const labels = BREAKDOWNS.map((column, i) => `${breakdownLabel(column)} AS ${names[i]}`).join(", ");
    const { facts, raw } = viewRows.parts(from, end, pred);
    // Raw views reduced to their distinct (session, visitor, labels) rows.
    const rawTuples = raw && `SELECT DISTINCT sk, visitor, ${labels} FROM (${raw})`;
    const flagged = facts
      ? `${raw ? `raw AS MATERIALIZED (${rawTuples}),` : ""}
         flagged AS MATERIALIZED (
           SELECT sk, visitor, ${labels},
                  single_session${raw ? " AND sk NOT IN (SELECT sk FROM raw)" : ""} AS single_session,
                  single_visitor${raw ? " AND visitor NOT IN (SELECT visitor FROM raw WHERE visitor IS NOT NULL)" : ""} AS single_visitor
             FROM (${facts})
           ${raw ? "UNION ALL SELECT *, false, false FROM raw" : ""})`
      : `tuples AS (${rawTuples}),
         flagged AS MATERIALIZED (
           SELECT *, count(*) OVER (PARTITION BY sk) = 1 AS single_session,
                  visitor IS NOT NULL AND count(*) OVER (PARTITION BY visitor) = 1 AS single_visitor
             FROM tuples)`;
    const rows = await q<{ g: number; label: string; sessions: number; visitors: number }>(
      `WITH ${flagged},
       counted AS (${names
         .map(
           (n, i) => `SELECT ${i} AS g, ${n} AS label,
                count(*) FILTER (WHERE single_session) + count(DISTINCT sk) FILTER (WHERE NOT single_session) AS sessions,
                count(*) FILTER (WHERE single_visitor) + count(DISTINCT visitor) FILTER (WHERE NOT single_visitor) AS visitors
           FROM flagged GROUP BY ${n}`,
         )
         .join(" UNION ALL ")})
       SELECT g, label, sessions, visitors FROM (
         SELECT *, row_number() OVER (PARTITION BY g ORDER BY sessions DESC, label) AS rank FROM counted)
        WHERE rank <= ${breakdownRowsSql("g", (_, i) => String(i))}
        ORDER BY g, rank`,
    );
    const out = Object.fromEntries(BREAKDOWNS.map((column) => [column, [] as SessionsByLabel[]]));
    for (const r of rows) {
      const column = BREAKDOWNS[Number(r.g)];
      if (column) out[column]?.push({ label: r.label, sessions: Number(r.sessions), visitors: Number(r.visitors) });
    }
    return out as Record<BreakdownColumn, SessionsByLabel[]>;
  }
  // One connection runs one query at a time; DuckDB spreads each over every core.
  await c.run("BEGIN TRANSACTION");
  try {
    if (filters.page === undefined) viewRows = await viewRowsOn(c, prev, to);
    // Each session once, and whether it has a matching view before `to` (a rolling range reads on
    // past it, its summary cards stop there): the summary's sessions come from the same list.
    if (filtered)
      await c.run(
        `CREATE TEMP TABLE ${fs} AS SELECT sk, bool_or(created_at < ${tsLiteral(to)}) AS before_to
           FROM (${viewsOf(from, end)}) GROUP BY sk`,
      );
    const current = await summary(from, to);
    const previous = await summary(prev, from);
    const series = await timeSeries();
    const pages = await topPages();
    const events = await topEvents();
    const errors = await topErrors();
    const perf = await performance();
    const { entry: entryPages, exit: exitPages } = sessionPagesOf(
      await q(sessionPagesSql(kept("user_sessions", from, end, false))),
    );
    const {
      referrer: referrers,
      device_type: devices,
      browser: browsers,
      os: operatingSystems,
      channel: channels,
      campaign: campaigns,
      country: countries,
    } = await breakdowns();
    return {
      range: x.range,
      from: period.from.toISOString(),
      to: period.to.toISOString(),
      timeZone,
      unit,
      filters,
      summary: { current, previous },
      timeSeries: series,
      topPages: pages,
      topEvents: events,
      topErrors: errors,
      performance: perf,
      referrers,
      devices,
      browsers,
      operatingSystems,
      channels,
      campaigns,
      countries,
      entryPages,
      exitPages,
    };
  } finally {
    if (filtered) await c.run(`DROP TABLE IF EXISTS ${fs}`).catch(() => {});
    // Read only: a commit ends the snapshot (a failed statement left it to roll back).
    await c.run("COMMIT").catch(() => c.run("ROLLBACK").catch(() => {}));
  }
}
