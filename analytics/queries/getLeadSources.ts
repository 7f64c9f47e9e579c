import type { Filters } from "../../shared/analytics/view";
import { pageViewFilterSql } from "../explore/filters";
import { breakdownLabel, tsLiteral } from "../sql";
import type { AnalyticsStore } from "../store";
import { CLOCK_SLACK_MS, SESSION_LOOKBACK_MS } from "./getLeadTouches";
import { rows } from "./run";

/** Leads sent from one analytics session (usually one), and how many of them were won. */
export interface SessionLeads {
  session: string;
  leads: number;
  won: number;
}
/**
 * SessionLeads as text, `<session>:<leads>:<won>` entries joined by commas (server/db/queries/lead-sources.ts
 * builds it): split by DuckDB in ~10 ms for 100,000 sessions, where the same as JSON objects took 140 ms.
 */
export type SessionLeadsText = string;

/** The text of a list of SessionLeads (tests and benches; the app database builds its own). */
export const sessionLeadsText = (list: SessionLeads[]): SessionLeadsText =>
  list.map((s) => `${s.session}:${s.leads}:${s.won}`).join(",");

/** One row of a leads-by-source table. */
export interface LeadSourceRow {
  label: string;
  leads: number;
  won: number;
}

export interface LeadSourceTables {
  /** Leads whose session the analytics know (and that match the filters), and how many were won. */
  leads: number;
  won: number;
  channels: LeadSourceRow[];
  campaigns: LeadSourceRow[];
  landingPages: LeadSourceRow[];
}

/** Rows kept per table (the largest first): the dashboard's other tables keep 5, leads are fewer and worth more. */
export const LEAD_SOURCES_TOP = 10;

/**
 * Leads by the last touch's channel, campaign and landing page (decision 0020): the sessions the
 * leads were sent from come in as one text (a bound parameter, split by DuckDB: no id is ever
 * written into the SQL), each session's landing is its first page view, and with filters a
 * session counts only when it has a page view matching every one (the dashboard's semantics,
 * analytics/explore/filters.ts). `from`..`to` is the range the leads were created in: their
 * sessions' views are read from SESSION_LOOKBACK_MS before it to CLOCK_SLACK_MS after it, as one
 * lead's source is (getLeadTouches.ts). Sessions without a page view there are left out: the
 * caller counts them as an unknown source.
 */
export async function getLeadSources(
  store: AnalyticsStore,
  sessions: SessionLeadsText,
  range: { from: number; to: number },
  filters: Filters,
): Promise<LeadSourceTables> {
  const empty: LeadSourceTables = { leads: 0, won: 0, channels: [], campaigns: [], landingPages: [] };
  if (sessions === "") return empty;
  const found = await rows<{ g: number; label: string | null; leads: number; won: number }>(
    store,
    `WITH l AS (
       SELECT split_part(e, ':', 1) AS session, split_part(e, ':', 2)::BIGINT AS leads, split_part(e, ':', 3)::BIGINT AS won
         FROM (SELECT unnest(string_split($1, ',')) AS e)),
     -- One join of the sessions with their views (the lead counts carried along), then one row per session.
     s AS (
       SELECT any_value(l.leads) AS leads, any_value(l.won) AS won,
              -- The landing: the first view (ties broken by event id, as a lead's own source does).
              arg_min({channel: ${breakdownLabel("channel", "p.")}, campaign: ${breakdownLabel("campaign", "p.")}, landing: p.page_path},
                      (p.created_at, p.event_id)) AS t,
              bool_or(${pageViewFilterSql(filters)}) AS kept
         FROM page_views p JOIN l ON p.session_id = l.session
        WHERE p.created_at >= ${tsLiteral(range.from - SESSION_LOOKBACK_MS)}
          AND p.created_at < ${tsLiteral(range.to + CLOCK_SLACK_MS)}
        GROUP BY p.session_id),
     j AS (SELECT leads, won, t.channel AS channel, t.campaign AS campaign, t.landing AS landing FROM s WHERE kept),
     g AS (
       SELECT GROUPING(channel, campaign, landing) AS g, coalesce(channel, campaign, landing) AS label,
              sum(leads) AS leads, sum(won) AS won
         FROM j GROUP BY GROUPING SETS ((), (channel), (campaign), (landing)))
     SELECT g, label, leads, won FROM (
       SELECT *, row_number() OVER (PARTITION BY g ORDER BY leads DESC, won DESC, label) AS rank FROM g)
      WHERE rank <= ${LEAD_SOURCES_TOP} ORDER BY g, rank`,
    [sessions],
  );
  // GROUPING(channel, campaign, landing): the bit of each column left out is set, the first the highest.
  const out = {
    ...empty,
    channels: [] as LeadSourceRow[],
    campaigns: [] as LeadSourceRow[],
    landingPages: [] as LeadSourceRow[],
  };
  const tableOf: Record<number, LeadSourceRow[]> = { 3: out.channels, 5: out.campaigns, 6: out.landingPages };
  for (const r of found) {
    const g = Number(r.g);
    const leads = Number(r.leads ?? 0);
    const won = Number(r.won ?? 0);
    if (g === 0b111) Object.assign(out, { leads, won });
    else if (r.label !== null) tableOf[g]?.push({ label: r.label, leads, won });
  }
  return out;
}
