import type { DuckDBConnection } from "@duckdb/node-api";
import { type Conversions, FUNNELS, type FunnelKey, GOALS, type GoalFigures } from "../../shared/analytics/conversions";
import type { Period } from "../../shared/analytics/definitions";
import type { Filters } from "../../shared/analytics/view";
import { pageViewFilterSql } from "../explore/filters";
import { tsLiteral } from "../sql";
import type { AnalyticsStore } from "../store";
import type { Span } from "../windows";
import { getSummary } from "./getSummary";
import { rowsOn } from "./run";
import { tsSpan } from "./window-sql";

/**
 * Goals and funnels for one window and filters (definitions: shared/analytics/conversions.ts),
 * from session_milestones (one row per session and goal) and session_steps (one row per session
 * with its funnel steps' first times), which ingest keeps (analytics/milestones.ts): far fewer
 * rows than the events. Without filters the denominators are the dashboard's
 * summary (the rollups); with filters, the sessions with a matching page view in the window are
 * listed once in a temporary table, as the filtered dashboard does (analytics/explore).
 */
export interface ConversionsQuery {
  period: Period;
  filters: Filters;
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
    ? store.read((c) => read(c, x.filters, cur, prev))
    : Promise.all([
        store.read((c) => goalsOn(c, "TRUE", "TRUE", cur, prev)),
        store.read((c) => funnelsOn(c, "TRUE", cur)),
      ]).then(([goals, funnels]) => ({ totals: null, goals, funnels }));
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

async function read(c: DuckDBConnection, filters: Filters, cur: Span, prev: Span): Promise<Read> {
  const filtered = Object.keys(filters).length > 0;
  const q = <T>(sql: string) => rowsOn<T>(c, sql);
  // The sessions (and visitors) with a page view in each window matching every filter.
  const kept = { cur: `_conv_fv_${++temps}`, prev: `_conv_fv_${++temps}` };
  const made: string[] = [];
  try {
    if (filtered) {
      for (const [name, span] of [
        [kept.cur, cur],
        [kept.prev, prev],
      ] as const) {
        await c.run(
          `CREATE TEMP TABLE ${name} AS SELECT DISTINCT session_id, visitor FROM page_views
            WHERE ${tsSpan("created_at", span)} AND ${pageViewFilterSql(filters)}`,
        );
        made.push(name);
      }
    }
    const of = (name: string) => (filtered ? `session_id IN (SELECT session_id FROM ${name})` : "TRUE");
    const totalsOf = async (name: string, span: Span): Promise<Totals> => {
      const [r] = await q<{ sessions: number; visitors: number }>(
        `SELECT (SELECT count(*) FROM user_sessions WHERE ${tsSpan("created_at", span)} AND ${of(name)}) AS sessions,
                (SELECT count(DISTINCT visitor) FROM ${name}) AS visitors`,
      );
      return { sessions: Number(r?.sessions ?? 0), visitors: Number(r?.visitors ?? 0) };
    };
    const totals = filtered
      ? { current: await totalsOf(kept.cur, cur), previous: await totalsOf(kept.prev, prev) }
      : null;
    return {
      totals,
      goals: await goalsOn(c, of(kept.cur), of(kept.prev), cur, prev),
      funnels: await funnelsOn(c, of(kept.cur), cur),
    };
  } finally {
    for (const name of made) await c.run(`DROP TABLE IF EXISTS ${name}`);
  }
}

/** Every goal in both windows, in one pass over their milestones (each window with its own sessions). */
async function goalsOn(
  c: DuckDBConnection,
  ofCur: string,
  ofPrev: string,
  cur: Span,
  prev: Span,
): Promise<Read["goals"]> {
  const found = await rowsOn<{ goal: string; cur: boolean; sessions: number; visitors: number }>(
    c,
    `SELECT milestone AS goal, first_at >= ${tsLiteral(cur[0])} AS cur, count(*) AS sessions, count(DISTINCT visitor) AS visitors
       FROM session_milestones
      WHERE milestone IN (${list(GOALS)})
        AND ((${tsSpan("first_at", cur)} AND ${ofCur}) OR (${tsSpan("first_at", prev)} AND ${ofPrev}))
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

/**
 * Both funnels in one scan of session_steps (one row per session, each step's first time): step i
 * counts the sessions whose first step is in the window and whose times are in step order up to i
 * (ties count).
 */
async function funnelsOn(c: DuckDBConnection, ofCur: string, cur: Span): Promise<Read["funnels"]> {
  const keys = Object.keys(FUNNELS) as FunnelKey[];
  const chain = (key: FunnelKey, i: number) =>
    FUNNELS[key]
      .slice(0, i + 1)
      .map((s, j, all) => (j === 0 ? tsSpan(s, cur) : `${s} >= ${all[j - 1]}`))
      .join(" AND ");
  const counts = keys.flatMap((key) =>
    FUNNELS[key].map((_, i) => `count(*) FILTER (WHERE ${chain(key, i)}) AS "${key}_${i}"`),
  );
  const started = keys.map((k) => `(${tsSpan(FUNNELS[k][0], cur)})`).join(" OR ");
  const [r] = await rowsOn<Record<string, number>>(
    c,
    `SELECT ${counts.join(", ")} FROM session_steps WHERE (${started}) AND ${ofCur}`,
  );
  return Object.fromEntries(
    keys.map((k) => [k, FUNNELS[k].map((_, i) => Number(r?.[`${k}_${i}`] ?? 0))]),
  ) as Read["funnels"];
}
