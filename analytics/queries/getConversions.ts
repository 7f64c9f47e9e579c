import type { DuckDBConnection } from "@duckdb/node-api";
import { type Conversions, FUNNELS, type FunnelKey, GOALS, type GoalFigures } from "../../shared/analytics/conversions";
import type { Period } from "../../shared/analytics/definitions";
import type { Filters } from "../../shared/analytics/view";
import { pageViewFilterSql } from "../explore/filters";
import { rawViewRows, type ViewRows, viewRowsOn, withVisitorFlags } from "../session-hours";
import { tsLiteral } from "../sql";
import type { AnalyticsStore } from "../store";
import type { Span } from "../windows";
import { getSummary } from "./getSummary";
import { createUnorderedTemp, rowsOn, stopIfAbandoned } from "./run";
import { tsSpan } from "./window-sql";

/**
 * Goals and funnels for one window and filters (definitions: shared/analytics/conversions.ts),
 * from session_milestones (one row per session and goal) and session_steps (one row per session
 * with its funnel steps' first times), which ingest keeps (analytics/milestones.ts): far fewer
 * rows than the events. Without filters the denominators are the dashboard's
 * summary (the rollups); with filters, the sessions with a matching page view in either window are
 * listed once in a temporary table (readFiltered).
 */
export interface ConversionsQuery {
  period: Period;
  filters: Filters;
  /** Aborts when the caller went away: a filtered read stops before its next query. */
  signal?: AbortSignal;
}

type Totals = { sessions: number; visitors: number };
export type ConversionFigures = Omit<Conversions, "range" | "from" | "to" | "timeZone" | "filters">;

const pct = (n: number, of: number) => (of ? (n / of) * 100 : 0);
const list = (xs: readonly string[]) => xs.map((x) => `'${x}'`).join(", ");

let temps = 0;

export async function getConversions(store: AnalyticsStore, x: ConversionsQuery): Promise<ConversionFigures> {
  const filtered = Object.keys(x.filters).length > 0;
  const cur: Span = [x.period.from.getTime(), x.period.to.getTime()];
  const prev: Span = [x.period.previousFrom.getTime(), x.period.from.getTime()];
  const summary = filtered ? null : getSummary(store, x.period);
  // Without filters, the goals and the funnels are independent reads, run on two connections.
  const main = filtered
    ? store.read((c) => readFiltered(c, x, cur, prev))
    : Promise.all([store.read((c) => goalsOn(c, cur, prev)), store.read((c) => funnelsOn(c, cur))]).then(
        ([goals, funnels]) => ({ totals: null, goals, funnels }),
      );
  const [found, totals] = await Promise.all([
    main,
    summary?.then((s) => ({
      current: { sessions: s.current.sessions, visitors: s.current.visitors },
      previous: { sessions: s.previous.sessions, visitors: s.previous.visitors },
    })),
  ]);
  const t = totals ?? found.totals;
  if (!t) throw new Error("conversion totals missing");
  const figures = (found: Map<string, Totals>, goal: string, of: Totals): GoalFigures => {
    const f = found.get(goal) ?? { sessions: 0, visitors: 0 };
    return { ...f, sessionRate: pct(f.sessions, of.sessions), visitorRate: pct(f.visitors, of.visitors) };
  };
  return {
    totals: t,
    goals: GOALS.map((goal) => ({
      goal,
      current: figures(found.goals.current, goal, t.current),
      previous: figures(found.goals.previous, goal, t.previous),
    })),
    funnels: (Object.keys(FUNNELS) as FunnelKey[]).map((funnel) => {
      const counts = found.funnels[funnel];
      return {
        funnel,
        steps: FUNNELS[funnel].map((step, i) => {
          const n = counts[i] ?? 0;
          const before = i === 0 ? n : (counts[i - 1] ?? 0);
          return {
            step,
            sessions: n,
            fromPrevious: pct(n, before),
            fromStart: pct(n, counts[0] ?? 0),
            dropOff: before - n,
          };
        }),
      };
    }),
  };
}

interface Read {
  totals: { current: Totals; previous: Totals } | null;
  goals: { current: Map<string, Totals>; previous: Map<string, Totals> };
  funnels: Record<FunnelKey, number[]>;
}

const FUNNEL_KEYS = Object.keys(FUNNELS) as FunnelKey[];

/**
 * How far each session_steps row (one per session, each step's first time) went in each funnel:
 * `d_<funnel>` is the number of steps i for which the first step is in the window and the times are
 * in step order up to i (ties count); 0 if its first step is not in the window. Step i's count is
 * then the rows whose depth is above i (funnelsOf). Grouping by two small depths instead of a
 * count FILTER per step: the filtered join's eight step conditions were evaluated on every joined
 * row (10M page views, country CZ: 290 -> 193 ms for the join).
 */
const depthSql = (cur: Span) =>
  FUNNEL_KEYS.map((key) => {
    const conds = FUNNELS[key].map((s, j, all) => (j === 0 ? tsSpan(s, cur) : `${s} >= ${all[j - 1]}`));
    const whens = conds.map(
      (_, i) => `WHEN ${conds.slice(0, conds.length - i).join(" AND ")} THEN ${conds.length - i}`,
    );
    return `(CASE ${whens.join(" ")} ELSE 0 END)::UTINYINT AS d_${key}`;
  }).join(", ");
const DEPTHS = FUNNEL_KEYS.map((key) => `d_${key}`).join(", ");
/** session_steps rows that started a funnel in the window. */
const startedIn = (cur: Span) => FUNNEL_KEYS.map((k) => `(${tsSpan(FUNNELS[k][0], cur)})`).join(" OR ");
/** Each funnel's step counts from rows of (its depth, count of rows): step i counts depths above i. */
const funnelsOf = (rows: Record<string, unknown>[]): Read["funnels"] =>
  Object.fromEntries(
    FUNNEL_KEYS.map((k) => [
      k,
      FUNNELS[k].map((_, i) =>
        rows.reduce((n, r) => (Number(r[`d_${k}`] ?? 0) > i ? n + Number(r.sessions ?? 0) : n), 0),
      ),
    ]),
  ) as Read["funnels"];

/**
 * With filters. The sessions (and visitors) with a page view matching every filter are listed in
 * one scan of both windows (`cur`: the view is in the current one); then the session records, the
 * goals' milestones and the funnels' steps of both windows are kept in one pass, joined with that
 * list once on (session, window) — joining it with each table apart cost twice as much at 10M page
 * views (decision 0021).
 */
async function readFiltered(c: DuckDBConnection, x: ConversionsQuery, cur: Span, prev: Span): Promise<Read> {
  const { filters, signal } = x;
  const fv = `_conv_fv_${++temps}`;
  const both: Span = [prev[0], cur[1]];
  const isCur = (col: string) => `${col} >= ${tsLiteral(cur[0])}`;
  const where = pageViewFilterSql(filters);
  // The list is made in one snapshot with the sealed hours it reads (session-hours.ts), and
  // committed before it is read: DuckDB reads a table still local to its transaction more slowly
  // (10M page views, page /contact, in turns: the visitors' count over the list 55 -> 31 ms; the
  // join unchanged). The join is
  // one statement, so it reads the session records, goals and steps in one snapshot of its own, at
  // least as new as the list's: a listed session's record or goal stored in between is counted.
  await c.run("BEGIN TRANSACTION");
  try {
    const views = filters.page === undefined ? await viewRowsOn(c, both[0], both[1]) : rawViewRows;
    await createUnorderedTemp(c, fv, listSql(views, where, cur, prev));
    await c.run("COMMIT");
  } catch (error) {
    await c.run("ROLLBACK").catch(() => {});
    await c.run(`DROP TABLE IF EXISTS ${fv}`).catch(() => {});
    throw error;
  }
  try {
    stopIfAbandoned(signal);
    // A handful of groups: the session records and each goal per window, and the funnels' rows, joined
    // with the list by session key (analytics/session-key.ts: 207 -> 112 ms at 10M page views, channel Email).
    const found = await rowsOn<Record<string, number | string | boolean | null>>(
      c,
      `SELECT kind, cur, milestone, ${DEPTHS}, count(*) AS sessions, count(DISTINCT visitor) AS visitors
         FROM (SELECT 's' AS kind, sk, ${isCur("created_at")} AS cur FROM user_sessions WHERE ${tsSpan("created_at", both)}
               UNION ALL BY NAME
               SELECT 'g' AS kind, sk, ${isCur("first_at")} AS cur, milestone, visitor FROM session_milestones
                WHERE milestone IN (${list(GOALS)}) AND ${tsSpan("first_at", both)}
               UNION ALL BY NAME
               SELECT 'f' AS kind, true AS cur, sk, ${depthSql(cur)} FROM session_steps WHERE ${startedIn(cur)}) u
         SEMI JOIN ${fv} k ON u.sk = k.sk AND u.cur = k.cur
        GROUP BY ALL`,
    );
    stopIfAbandoned(signal);
    const visitors = await rowsOn<{ cur: boolean; n: number }>(
      c,
      `SELECT cur, count(*) FILTER (WHERE single_visitor) + count(DISTINCT visitor) FILTER (WHERE NOT single_visitor) AS n
         FROM ${fv} GROUP BY cur`,
    );
    const row = (kind: string, current: boolean, milestone: string | null = null) =>
      found.find((r) => r.kind === kind && Boolean(r.cur) === current && r.milestone === milestone);
    const totals = (current: boolean): Totals => ({
      sessions: Number(row("s", current)?.sessions ?? 0),
      visitors: Number(visitors.find((r) => Boolean(r.cur) === current)?.n ?? 0),
    });
    const goals = (current: boolean) =>
      new Map(
        GOALS.map((g) => {
          const r = row("g", current, g);
          return [g, { sessions: Number(r?.sessions ?? 0), visitors: Number(r?.visitors ?? 0) }];
        }),
      );
    return {
      totals: { current: totals(true), previous: totals(false) },
      goals: { current: goals(true), previous: goals(false) },
      funnels: funnelsOf(found.filter((r) => r.kind === "f")),
    };
  } finally {
    await c.run(`DROP TABLE IF EXISTS ${fv}`).catch(() => {});
  }
}

/**
 * The filtered read's list: a row (sk, visitor, cur, single_visitor) per matching session_hours row
 * (sealed hours) or page view (the rest) of both windows, its visitors flagged for a count without
 * a distinct count of most (withVisitorFlags). Not DISTINCT: a session's repeated rows cost less to
 * keep than to remove (the semi join and the visitor count are the same either way; 10M page views,
 * country CZ: 206 -> 153 ms).
 */
const listSql = (views: ViewRows, where: string, cur: Span, prev: Span): string =>
  withVisitorFlags(
    [
      { rows: views.parts(prev[0], prev[1], where), tag: "false AS cur" },
      { rows: views.parts(cur[0], cur[1], where), tag: "true AS cur" },
    ],
    "sk, visitor",
  );

/** Without filters: every goal in both windows, in one pass over their milestones. */
async function goalsOn(c: DuckDBConnection, cur: Span, prev: Span): Promise<Read["goals"]> {
  const found = await rowsOn<{ goal: string; cur: boolean; sessions: number; visitors: number }>(
    c,
    `SELECT milestone AS goal, first_at >= ${tsLiteral(cur[0])} AS cur, count(*) AS sessions, count(DISTINCT visitor) AS visitors
       FROM session_milestones
      WHERE milestone IN (${list(GOALS)}) AND ((${tsSpan("first_at", cur)}) OR (${tsSpan("first_at", prev)}))
      GROUP BY ALL`,
  );
  const pick = (current: boolean) =>
    new Map(
      found
        .filter((r) => Boolean(r.cur) === current)
        .map((r) => [r.goal, { sessions: Number(r.sessions), visitors: Number(r.visitors) }]),
    );
  return { current: pick(true), previous: pick(false) };
}

/** Without filters: both funnels in one scan of session_steps. */
async function funnelsOn(c: DuckDBConnection, cur: Span): Promise<Read["funnels"]> {
  const found = await rowsOn<Record<string, number>>(
    c,
    `SELECT ${DEPTHS}, count(*) AS sessions FROM (SELECT ${depthSql(cur)} FROM session_steps WHERE ${startedIn(cur)})
      GROUP BY ALL`,
  );
  return funnelsOf(found);
}
