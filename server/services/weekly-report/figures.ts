import { readConversions } from "../../../analytics/read-conversions";
import { readDashboard } from "../../../analytics/read-dashboard";
import { overdueLeads } from "../../db/queries/leads";
import type { Runtime } from "../../runtime";
import { readLeadSources } from "../lead-sources";
import type { ReportWeek } from "./week";

/** Pages listed in the mail. */
export const TOP_PAGES = 5;

export interface ChannelLeads {
  /** A channel of analytics/channels.ts, or null: no analytics session or no view of it (decision 0020). */
  channel: string | null;
  leads: number;
}

/** The dashboard's "enquiry_sent" goal for the week (analytics/read-conversions.ts). */
export interface ConversionRate {
  /** Visitors who sent an enquiry. */
  count: number;
  /** count ÷ the week's visitors, in % (0 without visitors). */
  rate: number;
}

export interface WeeklyFigures {
  from: string;
  to: string;
  timeZone: string;
  /** The dashboard's summary for exactly this week (readDashboard, custom range). */
  visitors: number;
  sessions: number;
  pageViews: number;
  topPages: { path: string; views: number }[];
  /** Leads received in the week, and how many of them by the channel of their last touch. */
  leads: number;
  leadsByChannel: ChannelLeads[];
  conversion: ConversionRate;
  /** Leads past their promise at the moment the report is made (the inbox's figure). */
  overdueLeads: number;
}

/**
 * Leads of the week (spam left out) by the channel of the session that sent them (last touch,
 * decision 0020): the dashboard's "Leads by source" table for the same custom range.
 */
export async function leadsByChannel(
  rt: Runtime,
  week: ReportWeek,
  now: Date,
): Promise<{ total: number; rows: ChannelLeads[] }> {
  const sources = await readLeadSources(rt, { range: "custom", from: week.from, to: week.to }, { now });
  return { total: sources.leads, rows: sources.channels.map((r) => ({ channel: r.label, leads: r.leads })) };
}

/** Converting visitors ÷ visitors of the "enquiry_sent" goal: the Goals tab's figure for the same week. */
export async function conversionRate(rt: Runtime, week: ReportWeek, now: Date): Promise<ConversionRate> {
  const conversions = await readConversions(rt, { range: "custom", from: week.from, to: week.to }, { now });
  const goal = conversions.goals.find((g) => g.goal === "enquiry_sent");
  return { count: goal?.current.visitors ?? 0, rate: goal?.current.visitorRate ?? 0 };
}

/** Every figure of the report for `week`, as the dashboard and the inbox would show them at `now`. */
export async function weeklyFigures(rt: Runtime, week: ReportWeek, now: Date): Promise<WeeklyFigures> {
  // Independent reads: the analytics store serves them on its read connections side by side.
  const [dashboard, channels, overdue, conversion] = await Promise.all([
    readDashboard(rt, { range: "custom", from: week.from, to: week.to }, { now }),
    leadsByChannel(rt, week, now),
    overdueLeads(rt.database.db, now),
    conversionRate(rt, week, now),
  ]);
  const summary = dashboard.summary.current;
  return {
    from: week.from,
    to: week.to,
    timeZone: dashboard.timeZone,
    visitors: summary.visitors,
    sessions: summary.sessions,
    pageViews: summary.pageViews,
    topPages: dashboard.topPages.slice(0, TOP_PAGES).map((p) => ({ path: p.path, views: p.views })),
    leads: channels.total,
    leadsByChannel: channels.rows,
    conversion,
    overdueLeads: overdue.count,
  };
}
