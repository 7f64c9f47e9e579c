import type { Filters, ViewRange } from "./view";

/**
 * Goals and funnels: what `analytics.conversions` answers for one view (range and filters, as the
 * dashboard's). The rules that turn page views and events into goals and funnel steps are in one
 * file, analytics/milestones.ts; the definitions below are shown on the dashboard.
 *
 * - A goal counts a session once, at the first time it reached the goal, if that time is in the
 *   range (and, with filters, the session has a page view in the range matching them).
 * - Conversion rate per session = converting sessions / the dashboard's sessions; per visitor =
 *   converting visitors (the visitor of each converting session's first page view) / the
 *   dashboard's visitors. Same range, same filters.
 * - A funnel step counts a session that reached it no earlier than the step before (first times),
 *   the first step reached in the range; drop-off = previous step − this step.
 */
export const GOALS = [
  "enquiry_sent",
  "contact_sent",
  "waitlist_joined",
  "design_generated",
  "design_downloaded",
  "design_inquiry_sent",
] as const;
export type GoalKey = (typeof GOALS)[number];

export const FUNNELS = {
  /** The 3-step enquiry: form seen → Details done → Project done → Files done → sent. */
  enquiry: ["enquiry_seen", "enquiry_details", "enquiry_project", "enquiry_files", "enquiry_sent"],
  /** The design generator: page → design generated → downloaded or sent to us. */
  generator: ["generator_page", "design_generated", "design_kept"],
} as const;
export type FunnelKey = keyof typeof FUNNELS;
export type FunnelStepKey = (typeof FUNNELS)[FunnelKey][number];

export interface GoalFigures {
  /** Sessions that reached the goal in the range (each once). */
  sessions: number;
  /** Distinct visitors of those sessions (a daily id: one person on two days counts twice). */
  visitors: number;
  /** sessions / the range's sessions, in % (0 without sessions). */
  sessionRate: number;
  /** visitors / the range's visitors, in % (0 without visitors). */
  visitorRate: number;
}

export interface GoalRow {
  goal: GoalKey;
  current: GoalFigures;
  /** The same for the period before, of the same length. */
  previous: GoalFigures;
}

export interface FunnelStep {
  step: FunnelStepKey;
  sessions: number;
  /** sessions / the previous step's, in % (the first step: 100, or 0 when it has none; 0 when the previous is 0). */
  fromPrevious: number;
  /** sessions / the first step's, in % (0 when the first is 0). */
  fromStart: number;
  /** The previous step's sessions minus this step's (0 for the first step). */
  dropOff: number;
}

export interface Funnel {
  funnel: FunnelKey;
  steps: FunnelStep[];
}

export interface Conversions {
  range: ViewRange;
  from: string;
  to: string;
  timeZone: string;
  filters: Filters;
  /** The denominators: the dashboard's sessions and visitors for the same view. */
  totals: { current: { sessions: number; visitors: number }; previous: { sessions: number; visitors: number } };
  /** Every goal, in GOALS order, zero rows included. */
  goals: GoalRow[];
  /** Both funnels, in FUNNELS order. */
  funnels: Funnel[];
}
