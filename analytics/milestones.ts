import { FUNNELS, type FunnelKey, GOALS, type GoalKey } from "../shared/analytics/conversions";
import { SESSION_KEY_SQL } from "./session-key";

/**
 * The rules that turn page views and events into goals and funnel steps ("milestones"), in one
 * place. Ingest keeps, per session and milestone, the first time it was reached and its visitor
 * (session_milestones, analytics/write.ts); the reference SQL of the tests applies the same rules to
 * the raw rows. Event data comes from browsers, so it is only ever compared as text.
 */
export type Milestone = GoalKey | (typeof FUNNELS)[FunnelKey][number];

const form = (name: string) =>
  `event_name = 'form_submission' AND json_extract_string(event_data, '$.form') = '${name}'`;
const step = (n: number) =>
  `event_name = 'contact_step_progress' AND json_extract_string(event_data, '$.step') = '${n}'`;

/** Each milestone an event can reach, with the event's condition (an event may reach two). */
const EVENT_RULES: [Milestone, string][] = [
  ["enquiry_seen", step(1)],
  ["enquiry_details", step(2)],
  ["enquiry_project", step(3)],
  ["enquiry_files", step(4)],
  ["enquiry_sent", form("enquiry")],
  ["contact_sent", form("contact")],
  ["waitlist_joined", form("waitlist")],
  ["design_generated", "event_name = 'ai_image_generated'"],
  ["design_downloaded", "event_name = 'download_generated_image'"],
  ["design_inquiry_sent", "event_name = 'design_inquiry_sent'"],
  // The generator funnel's last step: the design was downloaded or sent to us.
  ["design_kept", "event_name IN ('download_generated_image', 'design_inquiry_sent')"],
];

/** The generator's page, in both languages. */
export const GENERATOR_PATHS = ["/ai-merch-generator", "/cs/ai-merch-generator"] as const;

/** The milestones of a user_events row, as a SQL list (empty for most events). */
export const eventMilestonesSql = (t = "") =>
  `list_filter([${EVENT_RULES.map(([m, cond]) => `CASE WHEN ${cond.replaceAll(/\b(event_name|event_data)\b/g, `${t}$1`)} THEN '${m}' END`).join(", ")}], m -> m IS NOT NULL)`;

/** The milestone of a page_views row, or NULL. */
export const pageMilestoneSql = (t = "") =>
  `CASE WHEN ${t}page_path IN (${GENERATOR_PATHS.map((p) => `'${p}'`).join(", ")}) THEN 'generator_page' END`;

/** Every milestone, goals first. */
export const MILESTONES: readonly Milestone[] = [
  ...GOALS,
  ...[...new Set<Milestone>(Object.values(FUNNELS).flat())].filter((m) => !(GOALS as readonly string[]).includes(m)),
];

/** Events that can reach a milestone (a cheap pre-filter before the rules). */
const MILESTONE_EVENTS: readonly string[] = [
  "contact_step_progress",
  "form_submission",
  "ai_image_generated",
  "download_generated_image",
  "design_inquiry_sent",
];

/**
 * Each (session, milestone) of the page views in `views` and the events in `events` (the raw
 * tables, or a batch's staging tables), with its first time and its smallest visitor id (a session
 * nearly always has one visitor; if its address or agent changed, the smallest counts).
 */
export const reachedSql = (views: string, events: string) => `
  SELECT session_id, m AS milestone, min(created_at) AS first_at, min(visitor) AS visitor FROM (
    SELECT session_id, unnest(${eventMilestonesSql()}) AS m, created_at, visitor
      FROM ${events} WHERE event_name IN (${MILESTONE_EVENTS.map((e) => `'${e}'`).join(", ")})
    UNION ALL
    SELECT session_id, ${pageMilestoneSql()} AS m, created_at, visitor
      FROM ${views} WHERE page_path IN (${GENERATOR_PATHS.map((p) => `'${p}'`).join(", ")}))
  GROUP BY ALL`;

/**
 * Merges `reached` (rows as reachedSql gives them: a batch's, staged once, or all the stored rows')
 * into session_milestones (earliest time, smallest visitor), with the session's key (`keyed`; false
 * only in migration 9, which ran before the key existed).
 */
export const upsertMilestonesSql = (reached: string, keyed = true) => `
  INSERT INTO session_milestones (session_id, milestone, first_at, visitor${keyed ? ", sk" : ""})
  SELECT session_id, milestone, first_at, visitor${keyed ? `, ${SESSION_KEY_SQL}` : ""} FROM (${reached})
  ON CONFLICT DO UPDATE SET first_at = least(session_milestones.first_at, excluded.first_at),
                            visitor = least(session_milestones.visitor, excluded.visitor)`;

/** The funnel steps, each once (the generator's and the enquiry's): the columns of session_steps. */
export const STEPS: readonly Milestone[] = [...new Set<Milestone>(Object.values(FUNNELS).flat())];

/** session_steps' rows from (session_id, milestone, first_at) rows: each step's first time, NULL until reached. */
const stepsOf = (reached: string, keyed: boolean) => `
  INSERT INTO session_steps (session_id, ${STEPS.join(", ")}${keyed ? ", sk" : ""})
  SELECT session_id, ${STEPS.map((m) => `min(first_at) FILTER (WHERE milestone = '${m}')`).join(", ")}${keyed ? `, ${SESSION_KEY_SQL}` : ""}
    FROM (${reached}) WHERE milestone IN (${STEPS.map((m) => `'${m}'`).join(", ")})
   GROUP BY session_id`;

/**
 * Merges `reached` (as for upsertMilestonesSql) into session_steps: one row per session with the first
 * time of every funnel step, so a funnel is one scan of rows instead of grouping session_milestones
 * by session (145 ms of a 30-day read at 10M page views, against ~20). least() skips NULLs, so a
 * step keeps its earliest time whatever order batches come in.
 */
export const upsertStepsSql = (reached: string) => `${stepsOf(reached, true)}
  ON CONFLICT DO UPDATE SET ${STEPS.map((m) => `${m} = least(session_steps.${m}, excluded.${m})`).join(", ")}`;

/** session_steps filled from session_milestones (migration 10): the same rows ingest would have made. */
/** Migration 10's fill, as it was (the session key came with migration 15). */
export const stepsFromMilestonesSql = stepsOf("SELECT session_id, milestone, first_at FROM session_milestones", false);

/** Whether any of these rows may reach a milestone: most batches do not, and skip the upsert. */
export const mayReachMilestone = (views: { page_path: string }[], events: { event_name: string }[]) =>
  events.some((e) => MILESTONE_EVENTS.includes(e.event_name)) ||
  views.some((v) => (GENERATOR_PATHS as readonly string[]).includes(v.page_path));
