import { FUNNELS, type FunnelKey, GOALS } from "../../shared/analytics/conversions";
import { labelFilterSql } from "../explore/filters";
import { reachedSql } from "../milestones";
import type { ConversionFigures, ConversionsQuery } from "../queries/getConversions";
import { tsLiteral } from "../sql";
import type { AnalyticsStore } from "../store";
import { rows } from "./run";

/**
 * The reference of analytics/queries/getConversions.ts: the straightforward SQL over the raw rows,
 * one query per figure. The milestones each session reached are derived from page_views and
 * user_events by the rules themselves (analytics/milestones.ts) on every read; the filters repeat
 * "the session has a matching page view in the window" in each query; each funnel step is a join of
 * the step before. Only the tests use it (analytics/conversions.test.ts).
 */
export async function getReferenceConversions(store: AnalyticsStore, x: ConversionsQuery): Promise<ConversionFigures> {
  const filtered = Object.keys(x.filters).length > 0;
  const within = (col: string, a: number, b: number) => `${col} >= ${tsLiteral(a)} AND ${col} < ${tsLiteral(b)}`;
  const matching = (a: number, b: number) =>
    `SELECT * FROM page_views WHERE ${within("created_at", a, b)} AND ${labelFilterSql(x.filters)}`;
  const ofMatching = (a: number, b: number) =>
    filtered ? `session_id IN (SELECT session_id FROM (${matching(a, b)}))` : "TRUE";
  const reached = `(${reachedSql("page_views", "user_events")})`;
  const n = async (sql: string) => Number((await rows<{ n: number }>(store, sql))[0]?.n ?? 0);
  const pct = (v: number, of: number) => (of ? (v / of) * 100 : 0);

  const windows = {
    current: [x.period.from.getTime(), x.period.to.getTime()] as const,
    previous: [x.period.previousFrom.getTime(), x.period.from.getTime()] as const,
  };
  const totals = { current: { sessions: 0, visitors: 0 }, previous: { sessions: 0, visitors: 0 } };
  for (const w of ["current", "previous"] as const) {
    const [a, b] = windows[w];
    totals[w] = {
      sessions: await n(
        `SELECT count(*) AS n FROM user_sessions WHERE ${within("created_at", a, b)} AND ${ofMatching(a, b)}`,
      ),
      visitors: await n(`SELECT count(DISTINCT visitor) AS n FROM (${matching(a, b)})`),
    };
  }
  const goalFigures = async (goal: string, w: "current" | "previous") => {
    const [a, b] = windows[w];
    const where = `milestone = '${goal}' AND ${within("first_at", a, b)} AND ${ofMatching(a, b)}`;
    const sessions = await n(`SELECT count(*) AS n FROM ${reached} WHERE ${where}`);
    const visitors = await n(`SELECT count(DISTINCT visitor) AS n FROM ${reached} WHERE ${where}`);
    return {
      sessions,
      visitors,
      sessionRate: pct(sessions, totals[w].sessions),
      visitorRate: pct(visitors, totals[w].visitors),
    };
  };
  const goals = [];
  for (const goal of GOALS)
    goals.push({ goal, current: await goalFigures(goal, "current"), previous: await goalFigures(goal, "previous") });

  const funnels = [];
  for (const funnel of Object.keys(FUNNELS) as FunnelKey[]) {
    const steps = FUNNELS[funnel];
    const [a, b] = windows.current;
    const counts: number[] = [];
    for (let i = 0; i < steps.length; i++) {
      // s0 in the window, then each step's first time no earlier than the step before's.
      const joins = steps
        .slice(1, i + 1)
        .map(
          (step, j) =>
            `JOIN ${reached} s${j + 1} ON s${j + 1}.session_id = s0.session_id AND s${j + 1}.milestone = '${step}'
                                      AND s${j + 1}.first_at >= s${j}.first_at`,
        )
        .join("\n");
      counts.push(
        await n(
          `SELECT count(*) AS n FROM ${reached} s0 ${joins}
            WHERE s0.milestone = '${steps[0]}' AND ${within("s0.first_at", a, b)}
              AND ${ofMatching(a, b).replace("session_id IN", "s0.session_id IN")}`,
        ),
      );
    }
    funnels.push({
      funnel,
      steps: steps.map((step, i) => {
        const sessions = counts[i] ?? 0;
        const before = i === 0 ? sessions : (counts[i - 1] ?? 0);
        return {
          step,
          sessions,
          fromPrevious: pct(sessions, before),
          fromStart: pct(sessions, counts[0] ?? 0),
          dropOff: before - sessions,
        };
      }),
    });
  }
  return { totals, goals, funnels };
}
