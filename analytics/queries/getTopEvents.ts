import { TOP_N } from "../../shared/analytics/definitions";
import { KIND } from "../sql";
import type { AnalyticsStore } from "../store";
import { type Span, splitWindow } from "../windows";
import { rows } from "./run";
import { counters, tsSpan, unionAll } from "./window-sql";

/** The most frequent custom events of the range. */
export async function getTopEvents(store: AnalyticsStore, span: Span, limit = TOP_N) {
  const parts = splitWindow(span[0], span[1]);
  return rows<{ label: string; count: number }>(
    store,
    `SELECT label, sum(n) AS count FROM (${unionAll(
      [
        ...parts.raw.map(
          (s) =>
            `SELECT event_name AS label, count(*) AS n FROM user_events WHERE ${tsSpan("created_at", s)} GROUP BY 1`,
        ),
        ...counters(`kind = ${KIND.events}`, parts, "label, n"),
      ],
      "SELECT ''::VARCHAR AS label, 0 AS n",
    )}) GROUP BY label HAVING sum(n) > 0 ORDER BY count DESC, label LIMIT ${limit}`,
  );
}
