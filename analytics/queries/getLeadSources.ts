import type { Filters } from "../../shared/analytics/view";
import { pageViewFilterSql } from "../explore/filters";
import { landingStruct } from "../landing";
import { tsLiteral } from "../sql";
import type { AnalyticsStore } from "../store";
import { CLOCK_SLACK_MS, SESSION_LOOKBACK_MS } from "./getLeadTouches";
import { rowsOn } from "./run";

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

/** The SessionLeadsText bound as $1, split into rows (session, leads, won). */
export const SESSION_LEADS = `SELECT split_part(e, ':', 1) AS session, split_part(e, ':', 2)::BIGINT AS leads,
         split_part(e, ':', 3)::BIGINT AS won FROM (SELECT unnest(string_split($1, ',')) AS e)`;

/** Names each read's temporary table (one per read, on its own connection). */
let temps = 0;

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
 *
 * The landing comes from session_pairs, one row per session that ingest keeps with its first view
 * (analytics/landing.ts), not from the views: when that first view is inside the look-back, it
 * is the first view there too. A session that began before the look-back (a tab open for over a
 * week) has its landing inside it read from the raw rows, and so does the filter's "has a matching
 * view". The straightforward SQL is analytics/reference/leadSources.ts; the property test
 * (getLeadSources.property.test.ts) holds them equal.
 */
export async function getLeadSources(
  store: AnalyticsStore,
  sessions: SessionLeadsText,
  range: { from: number; to: number },
  filters: Filters,
): Promise<LeadSourceTables> {
  if (sessions === "") return emptyTables();
  const lo = tsLiteral(range.from - SESSION_LOOKBACK_MS);
  const hi = tsLiteral(range.to + CLOCK_SLACK_MS);
  const inWindow = `created_at >= ${lo} AND created_at < ${hi}`;
  const ls = `_lead_sources_${++temps}`;
  return store.read(async (c) => {
    try {
      // Each lead session with a view that may be in the window; its landing when that is certain.
      await c.run(
        `CREATE TEMP TABLE ${ls} AS
         SELECT l.session, l.leads, l.won, CASE WHEN p.landing.first_at >= ${lo} THEN p.landing END AS landing
           FROM (${SESSION_LEADS}) l
           JOIN session_pairs p ON p.session_id = l.session
          WHERE p.last_at >= ${lo} AND p.landing.first_at < ${hi}`,
        [sessions],
      );
      const [early] = await rowsOn<{ n: number }>(c, `SELECT count(*) AS n FROM ${ls} WHERE landing IS NULL`);
      if (Number(early?.n ?? 0) > 0)
        await c.run(
          `UPDATE ${ls} SET landing = r.landing
             FROM (SELECT session_id, min(${landingStruct()}) AS landing FROM page_views
                    WHERE ${inWindow} AND session_id IN (SELECT session FROM ${ls} WHERE landing IS NULL) GROUP BY 1) r
            WHERE ${ls}.session = r.session_id`,
        );
      const kept = Object.keys(filters).length
        ? `session IN (SELECT session_id FROM page_views
                        WHERE ${inWindow} AND ${pageViewFilterSql(filters)} AND session_id IN (SELECT session FROM ${ls}))`
        : "TRUE";
      const found = await rowsOn<GroupedRow>(
        c,
        groupedSql(
          `SELECT leads, won, landing.channel AS channel, landing.campaign AS campaign, landing.page AS landing
             FROM ${ls} WHERE landing IS NOT NULL AND ${kept}`,
        ),
      );
      return tablesOf(found);
    } finally {
      await c.run(`DROP TABLE IF EXISTS ${ls}`);
    }
  });
}

export const emptyTables = (): LeadSourceTables => ({
  leads: 0,
  won: 0,
  channels: [],
  campaigns: [],
  landingPages: [],
});

/** A row of groupedSql: a table's label (g: the GROUPING bits) or the totals (g = 0b111). */
export interface GroupedRow {
  g: number;
  label: string | null;
  leads: number;
  won: number;
}

/** The tables and totals of sessions' (leads, won, channel, campaign, landing), each table cut to LEAD_SOURCES_TOP. */
export const groupedSql = (sessions: string) => `
  WITH g AS (
    SELECT GROUPING(channel, campaign, landing) AS g, coalesce(channel, campaign, landing) AS label,
           sum(leads) AS leads, sum(won) AS won
      FROM (${sessions}) GROUP BY GROUPING SETS ((), (channel), (campaign), (landing)))
  SELECT g, label, leads, won FROM (
    SELECT *, row_number() OVER (PARTITION BY g ORDER BY leads DESC, won DESC, label) AS rank FROM g)
   WHERE rank <= ${LEAD_SOURCES_TOP} ORDER BY g, rank`;

/** groupedSql's rows as the tables. */
export function tablesOf(found: GroupedRow[]): LeadSourceTables {
  // GROUPING(channel, campaign, landing): the bit of each column left out is set, the first the highest.
  const out = emptyTables();
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
