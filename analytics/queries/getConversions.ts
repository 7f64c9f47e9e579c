import type { DuckDBConnection } from "@duckdb/node-api";
import { type Conversions, FUNNELS, type FunnelKey, GOALS, type GoalFigures } from "../../shared/analytics/conversions";
import type { Period } from "../../shared/analytics/definitions";
import type { Filters } from "../../shared/analytics/view";
import { pageViewFilterSql } from "../explore/filters";
import { rawViewRows, type ViewParts, viewRowsOn, withVisitorFlags } from "../session-hours";
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
 * one scan of both windows (`cur`: the view is in the current one); then the goals' milestones and
 * the funnels' steps are kept by that list in one pass (goalsAndStepsSql), and the list's own
 * sessions and visitors counted (totalsSql) — joining the list with each table apart cost twice as
 * much at 10M page views (decision 0021).
 */
async function readFiltered(c: DuckDBConnection, x: ConversionsQuery, cur: Span, prev: Span): Promise<Read> {
  const { filters, signal } = x;
  const fv = `_conv_fv_${++temps}`;
  const both: Span = [prev[0], cur[1]];
  const where = pageViewFilterSql(filters);
  // The list is made in one snapshot with the sealed hours it reads (session-hours.ts), and
  // committed before it is read: DuckDB reads a table still local to its transaction more slowly
  // (10M page views, page /contact, in turns: the visitors' count over the list 55 -> 31 ms; the
  // join unchanged). The two reads then share one snapshot of their own, at least as new as the
  // list's: a listed session's record or goal stored in between is counted by both or neither.
  let sealed = false;
  await c.run("BEGIN TRANSACTION");
  try {
    const views = filters.page === undefined ? await viewRowsOn(c, both[0], both[1]) : rawViewRows;
    const parts = { prev: views.parts(prev[0], prev[1], where), cur: views.parts(cur[0], cur[1], where) };
    sealed = parts.prev.facts !== null || parts.cur.facts !== null;
    await createUnorderedTemp(c, fv, listSql(parts));
    await c.run("COMMIT");
  } catch (error) {
    await c.run("ROLLBACK").catch(() => {});
    await c.run(`DROP TABLE IF EXISTS ${fv}`).catch(() => {});
    throw error;
  }
  try {
    stopIfAbandoned(signal);
    await c.run("BEGIN TRANSACTION");
    let found: Record<string, number | string | boolean | null>[];
    let counted: { kind: string; cur: boolean; n: number }[];
    try {
      found = await rowsOn(c, goalsAndStepsSql(fv, cur, prev, !sealed));
      stopIfAbandoned(signal);
      counted = await rowsOn(c, totalsSql(fv, cur, prev, sealed));
      await c.run("COMMIT");
    } catch (error) {
      await c.run("ROLLBACK").catch(() => {});
      throw error;
    }
    const row = (kind: string, current: boolean, milestone: string | null = null) =>
      found.find((r) => r.kind === kind && Boolean(r.cur) === current && r.milestone === milestone);
    const total = (kind: string, current: boolean) =>
      Number(counted.find((r) => r.kind === kind && Boolean(r.cur) === current)?.n ?? 0);
    const totals = (current: boolean): Totals => ({
      sessions: sealed ? total("sessions", current) : Number(row("s", current)?.sessions ?? 0),
      visitors: total("visitors", current),
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
 * The filtered read's list: a row (sk, visitor, cur, single_visitor, single_session, session_start)
 * per matching session_hours row (sealed hours) or page view (the rest) of both windows, its
 * visitors and sessions flagged for a count without a distinct count of most (withVisitorFlags).
 * Not DISTINCT: a session's repeated rows cost less to keep than to remove (the semi join and the
 * visitor count are the same either way; 10M page views, country CZ: 206 -> 153 ms).
 */
const listSql = (parts: { prev: ViewParts; cur: ViewParts }): string =>
  withVisitorFlags(
    [
      { rows: parts.prev, tag: "false AS cur" },
      { rows: parts.cur, tag: "true AS cur" },
    ],
    "sk, visitor",
    { sessions: true },
  );

/**
 * The listed sessions' goals of both windows and funnel steps of the current one, each window's rows
 * kept by the sessions listed in it: a handful of groups. With `records`, each window's session
 * records too (kind 's'), for a list with no sealed rows, where totalsSql could not count them.
 * Joined by session key (analytics/session-key.ts: 207 -> 112 ms at 10M page views, channel Email).
 * Written as one `sk IN (the window's list)` per window: DuckDB then builds its hash table on the
 * list, whereas it turned one semi join of all the rows on (sk, cur) round, to build on the
 * milestones and steps, whose row counts it underestimates (10M page views, country CZ, the join
 * alone, in turns: 223–268 ms built on them, 127–172 ms on the list). The setting that would force
 * it, disabled_optimizers, is a global debug setting.
 */
const goalsAndStepsSql = (fv: string, cur: Span, prev: Span, records: boolean): string => {
  const rowsIn = (span: Span, current: boolean) => {
    const goals = `SELECT 'g' AS kind, sk, milestone, visitor FROM session_milestones
      WHERE milestone IN (${list(GOALS)}) AND ${tsSpan("first_at", span)}`;
    const steps = `SELECT 'f' AS kind, sk, ${depthSql(cur)} FROM session_steps WHERE ${startedIn(cur)}`;
    const sessions = `SELECT 's' AS kind, sk FROM user_sessions WHERE ${tsSpan("created_at", span)}`;
    const all = [goals, ...(current ? [steps] : []), ...(records ? [sessions] : [])];
    return `SELECT ${current} AS cur, * FROM (${all.join(" UNION ALL BY NAME ")})
      WHERE sk IN (SELECT sk FROM ${fv} WHERE ${current ? "" : "NOT "}cur)`;
  };
  return `SELECT kind, cur, milestone, ${DEPTHS}, count(*) AS sessions, count(DISTINCT visitor) AS visitors
      FROM (${rowsIn(cur, true)} UNION ALL BY NAME ${rowsIn(prev, false)})
     GROUP BY ALL`;
};

/**
 * Each window's visitors and, with `sessions` (a list with sealed rows), its sessions. A session
 * counts if its record started in the window (as on the dashboard). A sealed row says when
 * (session_start), so most sessions are counted from the list alone: those flagged single with a
 * plain count, the others with a distinct count. The rest (raw rows, and sealed ones whose record
 * was stored after their hour was sealed) are looked up among the records, each record once; a
 * session with rows of both kinds in a window is counted there by its record only. The records are
 * thus joined with a few rows of the list instead of all of it (10M page views, country CZ: the
 * Goals tab 296 -> 254 ms, in turns).
 */
const totalsSql = (fv: string, cur: Span, prev: Span, sessions: boolean): string => {
  const visitors = `SELECT 'visitors' AS kind, cur,
      count(*) FILTER (WHERE single_visitor) + count(DISTINCT visitor) FILTER (WHERE NOT single_visitor) AS n
      FROM ${fv} GROUP BY cur`;
  if (!sessions) return visitors;
  const started = `CASE WHEN cur THEN ${tsSpan("session_start", cur)} ELSE ${tsSpan("session_start", prev)} END`;
  const unknown = (current: string) => `SELECT sk FROM ${fv} WHERE cur = ${current} AND session_start IS NULL`;
  const recordsIn = (span: Span, current: boolean) =>
    `SELECT ${current} AS cur, count(*) AS n FROM user_sessions
      WHERE ${tsSpan("created_at", span)} AND sk IN (${unknown(String(current))})`;
  return `${visitors}
    UNION ALL
    SELECT 'sessions', cur, sum(n)::BIGINT FROM (
      SELECT cur, count(*) AS n FROM ${fv} WHERE single_session AND ${started} GROUP BY cur
      UNION ALL
      SELECT cur, count(DISTINCT sk) FROM ${fv} k
       WHERE NOT single_session AND ${started} AND sk NOT IN (${unknown("k.cur")})
       GROUP BY cur
      UNION ALL ${recordsIn(cur, true)}
      UNION ALL ${recordsIn(prev, false)})
     GROUP BY cur`;
};

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
