import type { DuckDBConnection } from "@duckdb/node-api";
import { type Conversions, FUNNELS, type FunnelKey, GOALS, type GoalFigures } from "../../shared/analytics/conversions";
import type { Period } from "../../shared/analytics/definitions";
import type { Filters } from "../../shared/analytics/view";
import { pageViewFilterSql } from "../explore/filters";
import type { AnalyticsStore } from "../store";
import type { Span } from "../windows";
import { getSummary } from "./getSummary";
import { rowsOn } from "./run";
import { tsSpan } from "./window-sql";

/**
 * Goals and funnels for one window and filters (definitions: shared/analytics/conversions.ts),
 * from session_milestones, which ingest keeps (analytics/milestones.ts): one row per session and
 * goal or step, far fewer than the events. Without filters the denominators are the dashboard's
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
  const [main, totals] = await Promise.all([
    store.read((c) => read(c, x.filters, cur, prev)),
    summary?.then((s) => ({
      current: { sessions: s.current.sessions, visitors: s.current.visitors },
      previous: { sessions: s.previous.sessions, visitors: s.previous.visitors },
    })),
  ]);
  const t = totals ?? main.totals;
  if (!t) throw new Error("conversion totals missing");
  const figures = (found: Map<string, Totals>, goal: string, of: Totals): GoalFigures => {
    const f = found.get(goal) ?? { sessions: 0, visitors: 0 };
    return { ...f, sessionRate: pct(f.sessions, of.sessions), visitorRate: pct(f.visitors, of.visitors) };
  };
  return {
    totals: t,
    goals: GOALS.map((goal) => ({
      goal,
      current: figures(main.goals.current, goal, t.current),
      previous: figures(main.goals.previous, goal, t.previous),
    })),
    funnels: (Object.keys(FUNNELS) as FunnelKey[]).map((funnel) => {
      const counts = main.funnels[funnel];
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

    async function totalsOf(name: string, span: Span): Promise<Totals> {
      const [v] = await q<{ n: number }>(`SELECT count(DISTINCT visitor) AS n FROM ${name}`);
      const [s] = await q<{ n: number }>(
        `SELECT count(*) AS n FROM user_sessions WHERE ${tsSpan("created_at", span)} AND ${of(name)}`,
      );
      return { sessions: Number(s?.n ?? 0), visitors: Number(v?.n ?? 0) };
    }
    async function goalsOf(name: string, span: Span): Promise<Map<string, Totals>> {
      const found = await q<{ goal: string; sessions: number; visitors: number }>(
        `SELECT milestone AS goal, count(*) AS sessions, count(DISTINCT visitor) AS visitors FROM session_milestones
          WHERE milestone IN (${list(GOALS)}) AND ${tsSpan("first_at", span)} AND ${of(name)} GROUP BY 1`,
      );
      return new Map(found.map((r) => [r.goal, { sessions: Number(r.sessions), visitors: Number(r.visitors) }]));
    }
    async function funnel(key: FunnelKey): Promise<number[]> {
      const steps = FUNNELS[key];
      const at = steps.map((_, i) => `a${i}`);
      // Step i counts the sessions whose first times are in step order up to i (ties count).
      const chain = (i: number) =>
        at
          .slice(0, i + 1)
          .map((a, j) => (j === 0 ? `${a} IS NOT NULL` : `${a} >= ${at[j - 1]}`))
          .join(" AND ");
      const [r] = await q<Record<string, number>>(
        `SELECT ${steps.map((_, i) => `count(*) FILTER (WHERE ${chain(i)}) AS n${i}`).join(", ")}
           FROM (SELECT ${steps.map((s, i) => `max(first_at) FILTER (WHERE milestone = '${s}') AS ${at[i]}`).join(", ")}
                   FROM session_milestones
                  WHERE milestone IN (${list(steps)})
                    AND session_id IN (SELECT session_id FROM session_milestones
                                        WHERE milestone = '${steps[0]}' AND ${tsSpan("first_at", cur)} AND ${of(kept.cur)})
                  GROUP BY session_id)`,
      );
      return steps.map((_, i) => Number(r?.[`n${i}`] ?? 0));
    }

    const totals = filtered
      ? { current: await totalsOf(kept.cur, cur), previous: await totalsOf(kept.prev, prev) }
      : null;
    const goals = { current: await goalsOf(kept.cur, cur), previous: await goalsOf(kept.prev, prev) };
    const funnels = { enquiry: await funnel("enquiry"), generator: await funnel("generator") };
    return { totals, goals, funnels };
  } finally {
    for (const name of made) await c.run(`DROP TABLE IF EXISTS ${name}`);
  }
}
