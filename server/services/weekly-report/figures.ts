import { getLeadTouches } from "../../../analytics/queries/getLeadTouches";
import { readConversions } from "../../../analytics/read-conversions";
import { customPeriod, readDashboard } from "../../../analytics/read-dashboard";
import { overdueLeads } from "../../db/queries/leads";
import { leadsBetween } from "../../db/queries/weekly-report";
import type { Runtime } from "../../runtime";
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
 * Leads of the week by the channel of the session that sent them (last touch, decision 0020),
 * one analytics point read per lead: fine at weekly volumes. Replace with services/lead-sources.ts
 * when it lands; nothing else here changes.
 */
export async function leadsByChannel(rt: Runtime, week: ReportWeek): Promise<{ total: number; rows: ChannelLeads[] }> {
  const period = customPeriod(week.from, week.to, rt.config.analytics.timeZone);
  const received = await leadsBetween(rt.database.db, period.from, period.to);
  const counts = new Map<string | null, number>();
  for (const lead of received) {
    const touches = lead.analyticsSession
      ? await getLeadTouches(rt.analytics, lead.analyticsSession, lead.createdAt)
      : null;
    const channel = touches?.lastTouch.channel ?? null;
    counts.set(channel, (counts.get(channel) ?? 0) + 1);
  }
  const rows = [...counts].map(([channel, leads]) => ({ channel, leads }));
  // Most leads first; "unknown" last among equals, then by name, so the order is stable.
  rows.sort(
    (a, b) =>
      b.leads - a.leads ||
      Number(a.channel === null) - Number(b.channel === null) ||
      String(a.channel).localeCompare(String(b.channel)),
  );
  return { total: received.length, rows };
}

/** Converting visitors ÷ visitors of the "enquiry_sent" goal: the Goals tab's figure for the same week. */
export async function conversionRate(rt: Runtime, week: ReportWeek, now: Date): Promise<ConversionRate> {
  const conversions = await readConversions(rt, { range: "custom", from: week.from, to: week.to }, now);
  const goal = conversions.goals.find((g) => g.goal === "enquiry_sent");
  return { count: goal?.current.visitors ?? 0, rate: goal?.current.visitorRate ?? 0 };
}

/** Every figure of the report for `week`, as the dashboard and the inbox would show them at `now`. */
export async function weeklyFigures(rt: Runtime, week: ReportWeek, now: Date): Promise<WeeklyFigures> {
  const dashboard = await readDashboard(rt, { range: "custom", from: week.from, to: week.to }, now);
  const summary = dashboard.summary.current;
  const channels = await leadsByChannel(rt, week);
  const overdue = await overdueLeads(rt.database.db, now);
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
    conversion: await conversionRate(rt, week, now),
    overdueLeads: overdue.count,
  };
}
