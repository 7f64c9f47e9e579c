import type { Filters } from "../../shared/analytics/view";
import { labelFilterSql } from "../explore/filters";
import {
  emptyTables,
  type GroupedRow,
  groupedSql,
  type LeadSourceTables,
  SESSION_LEADS,
  type SessionLeadsText,
  tablesOf,
} from "../queries/getLeadSources";
import { CLOCK_SLACK_MS, SESSION_LOOKBACK_MS } from "../queries/getLeadTouches";
import { breakdownLabel, tsLiteral } from "../sql";
import type { AnalyticsStore } from "../store";
import { rows } from "./run";

/**
 * The reference of analytics/queries/getLeadSources.ts: the straightforward SQL over the raw page
 * views of the window (each lead session's first view there, and whether one matches the filters).
 * Only the tests and the bench use it.
 */
export async function getReferenceLeadSources(
  store: AnalyticsStore,
  sessions: SessionLeadsText,
  range: { from: number; to: number },
  filters: Filters,
): Promise<LeadSourceTables> {
  if (sessions === "") return emptyTables();
  const found = await rows<GroupedRow>(
    store,
    groupedSql(`
      WITH l AS (${SESSION_LEADS}),
      s AS (
        SELECT any_value(l.leads) AS leads, any_value(l.won) AS won,
               arg_min({channel: ${breakdownLabel("channel", "p.")}, campaign: ${breakdownLabel("campaign", "p.")}, landing: p.page_path},
                       (p.created_at, p.event_id)) AS t,
               bool_or(${labelFilterSql(filters)}) AS kept
          FROM page_views p JOIN l ON p.session_id = l.session
         WHERE p.created_at >= ${tsLiteral(range.from - SESSION_LOOKBACK_MS)}
           AND p.created_at < ${tsLiteral(range.to + CLOCK_SLACK_MS)}
         GROUP BY p.session_id)
      SELECT leads, won, t.channel AS channel, t.campaign AS campaign, t.landing AS landing FROM s WHERE kept`),
    [sessions],
  );
  return tablesOf(found);
}
