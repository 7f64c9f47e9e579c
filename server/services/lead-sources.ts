import { getLeadSources, type LeadSourceRow } from "../../analytics/queries/getLeadSources";
import { stopIfAbandoned } from "../../analytics/queries/run";
import { periodOfInput, type ViewRequest, viewOf } from "../../analytics/read-dashboard";
import { sharedKey } from "../../analytics/shared-views";
import type { Filters } from "../../shared/analytics/view";
import type { DashboardInput } from "../../shared/schemas/analytics-view";
import { leadsBySession } from "../db/queries/lead-sources";
import type { Runtime } from "../runtime";

/** A table row; `label` null is "Unknown source": leads sent without a visit the analytics know. */
export type LeadSourcesRow = Omit<LeadSourceRow, "label"> & { label: string | null };

export interface LeadSources {
  range: DashboardInput["range"];
  /** The window the leads were created in (ISO), as the dashboard's own for the same view. */
  from: string;
  to: string;
  timeZone: string;
  filters: Filters;
  /** Leads created in the range (spam left out), and of them won; with filters, those whose visit matches. */
  leads: number;
  won: number;
  /** Of those, leads whose visit is unknown (always 0 with filters: an unknown visit matches none). */
  unknown: { leads: number; won: number };
  channels: LeadSourcesRow[];
  campaigns: LeadSourcesRow[];
  landingPages: LeadSourcesRow[];
}

/**
 * Leads (and won leads) by the last touch's channel, campaign and landing page, for the
 * dashboard's view (decision 0020): the leads come from the app database, their sessions' landings
 * from the analytics. Counts only: no lead, address or session id leaves here.
 */
export async function readLeadSources(
  rt: Runtime,
  input: DashboardInput,
  { now, caller = null, signal }: ViewRequest = {},
): Promise<LeadSources> {
  const timeZone = rt.config.analytics.timeZone;
  const filters = input.filters ?? {};
  const filtered = Object.keys(filters).length > 0;
  // The leads' sessions are looked up in the raw rows whatever the view: through the view gate,
  // shared with identical views not started yet (so the window is taken when the read starts).
  const { period, bySession, tables } = await rt.analyticsViews.run(
    caller,
    async (stop) => {
      const period = periodOfInput(input, timeZone, now ?? new Date());
      const [bySession] = await Promise.all([
        leadsBySession(rt.database.db, period.from, period.to),
        // The dashboard shows every acknowledged beacon; so does this, beside it.
        rt.beacons.catchUp(),
      ]);
      stopIfAbandoned(stop);
      const tables = await getLeadSources(
        rt.analytics,
        bySession.sessions,
        { from: period.from.getTime(), to: period.to.getTime() },
        filters,
      );
      return { period, bySession, tables };
    },
    signal,
    sharedKey("leadSources", input, now),
  );
  // Without filters every lead counts: those whose visit is unknown (no session, or one the
  // analytics hold no view of) get a row of their own.
  const unknown = filtered
    ? { leads: 0, won: 0 }
    : { leads: bySession.leads - tables.leads, won: bySession.won - tables.won };
  const withUnknown = (rows: LeadSourceRow[]): LeadSourcesRow[] =>
    unknown.leads > 0 ? [...rows, { label: null, ...unknown }] : rows;
  return {
    ...viewOf(input, period, timeZone),
    leads: tables.leads + unknown.leads,
    won: tables.won + unknown.won,
    unknown,
    channels: withUnknown(tables.channels),
    campaigns: withUnknown(tables.campaigns),
    landingPages: withUnknown(tables.landingPages),
  };
}
