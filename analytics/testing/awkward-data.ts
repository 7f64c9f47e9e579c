import type { Filters } from "../../shared/analytics/view";
import { DAY_MS, HOUR_MS } from "../windows";
import { emptyBatch, type SessionRow, type UserEventRow, type WriteBatch } from "../write";
import { pageViewRow } from "./page-view-row";
import { rng } from "./rng";

/**
 * Awkward analytics data for property tests (goals and funnels, per-session facts): funnel steps out
 * of order, skipped, repeated and tied; goal events with other or malformed data; sessions spread
 * over days, hours and batches, batches written late and twice; sessions with two visitors or none;
 * sessions without a session record. Views between START and END plus a few days.
 */
export const END = Date.parse("2026-11-21T00:00:00Z");
export const START = Date.parse("2026-10-10T00:00:00Z"); // before the end of summer time (25 October)
const PATHS = ["/", "/ai-merch-generator", "/cs/ai-merch-generator", "/contact", "/ai-merch-generator/x"];
const CHANNELS = ["Direct", "Social", "Email", null];
const CAMPAIGNS = [null, "autumn", "spring"];
const COUNTRIES = ["CZ", "DE", null];
/** Events with the data browsers send, and look-alikes that reach nothing. */
const EVENTS: [string, string | null][] = [
  ["contact_step_progress", '{"step":1}'],
  ["contact_step_progress", '{"step":2}'],
  ["contact_step_progress", '{"step":3}'],
  ["contact_step_progress", '{"step":4}'],
  ["contact_step_progress", '{"step":"2"}'],
  ["contact_step_progress", '{"step":2.5}'],
  ["contact_step_progress", null],
  ["form_submission", '{"form":"enquiry"}'],
  ["form_submission", '{"form":"contact"}'],
  ["form_submission", '{"form":"waitlist"}'],
  ["form_submission", '{"form":"Enquiry"}'],
  ["form_submission", '{"form":["enquiry"]}'],
  ["ai_image_generated", '{"prompt":"x"}'],
  ["download_generated_image", null],
  ["design_inquiry_sent", '{"design":"d"}'],
  ["button_click", '{"form":"enquiry"}'],
];

const eventRow = (
  sessionId: string,
  name: string,
  data: string | null,
  visitor: string | null,
  at: string,
): UserEventRow => ({
  event_id: crypto.randomUUID(),
  session_id: sessionId,
  event_name: name,
  event_data: data,
  page_path: "/",
  element_id: null,
  element_class: null,
  element_text: null,
  visitor,
  created_at: at,
});

export function generate(seed: number): WriteBatch[] {
  const r = rng(seed);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(r() * xs.length)] as T;
  const iso = (t: number) => new Date(t).toISOString();
  const batches: WriteBatch[] = [];
  for (let s = 0; s < 400; s++) {
    const sessionId = `s-${seed}-${s}`;
    let t = START + Math.floor(r() * (END - START + 2 * DAY_MS));
    if (r() < 0.1) t = Math.floor(t / HOUR_MS) * HOUR_MS;
    const person = r() < 0.1 ? null : Math.floor(r() * 150);
    const visitor = (at: number) =>
      person === null
        ? null
        : String(BigInt(person + (r() < 0.05 ? 1 : 0)) * 1_000_000n + BigInt(Math.floor(at / DAY_MS)));
    const source = { channel: pick(CHANNELS), utm_campaign: pick(CAMPAIGNS), utm_source: "li", utm_medium: null };
    const country = pick(COUNTRIES);
    let b = emptyBatch();
    batches.push(b);
    // Some sessions walk a funnel in order as far as they get, then do anything.
    const journey =
      r() < 0.3
        ? [1, 2, 3, 4]
            .map((step) => ["contact_step_progress", `{"step":${step}}`])
            .concat([["form_submission", '{"form":"enquiry"}']])
        : r() < 0.3
          ? [
              ["ai_image_generated", null],
              [r() < 0.5 ? "download_generated_image" : "design_inquiry_sent", null],
            ]
          : [];
    const walked = journey.slice(0, Math.floor(r() * (journey.length + 1))) as [string, string | null][];
    if (journey.length === 2)
      b.pageViews.push(
        pageViewRow({
          session_id: sessionId,
          page_path: "/ai-merch-generator",
          created_at: iso(t),
          visitor: visitor(t),
          country,
          ...source,
        }),
      );
    for (const [name, data] of walked) {
      t += Math.floor(r() * 120_000);
      b.events.push(eventRow(sessionId, name, data, visitor(t), iso(t)));
    }
    const n = 1 + Math.floor(r() * 6);
    for (let i = 0; i < n; i++) {
      const gap = r();
      t +=
        gap < 0.6 ? Math.floor(r() * 60_000) : gap < 0.9 ? Math.floor(r() * 3 * HOUR_MS) : Math.floor(r() * 3 * DAY_MS);
      if (r() < 0.6) {
        b.pageViews.push(
          pageViewRow({
            session_id: sessionId,
            page_path: pick(PATHS),
            created_at: iso(t),
            visitor: visitor(t),
            country,
            ...source,
          }),
        );
      }
      const events = Math.floor(r() * 3);
      for (let e = 0; e < events; e++) {
        const [name, data] = pick(EVENTS);
        // Ties on purpose: several events in the same millisecond.
        b.events.push(eventRow(sessionId, name, data, visitor(t), iso(r() < 0.3 ? t : t + Math.floor(r() * 5000))));
      }
      if (r() < 0.15) {
        b = emptyBatch();
        batches.push(b);
      }
    }
    if (r() < 0.85) {
      const session: SessionRow = {
        session_id: sessionId,
        entry_page: "/",
        exit_page: "/",
        created_at: iso(t - n * 60_000),
        last_activity: iso(t),
        duration_seconds: 60,
        page_views_count: n,
        events_count: 1,
        user_agent: null,
        device_type: null,
        browser: null,
        os: null,
        screen_resolution: null,
        viewport_size: null,
      };
      b.sessions.push(session);
    }
  }
  // Late batches: some written long after their neighbours.
  for (let i = 0; i < batches.length; i++) {
    if (r() < 0.15) {
      const j = Math.min(batches.length - 1, i + Math.floor(r() * 300));
      [batches[i], batches[j]] = [batches[j] as WriteBatch, batches[i] as WriteBatch];
    }
  }
  return batches;
}

/** One filter and two, of every kind the data reach. */
export const FILTERS: Filters[] = [
  {},
  { channel: "Social" },
  { campaign: "li / (none) / autumn" },
  { country: "CZ" },
  { page: "/ai-merch-generator" },
  { channel: "Email", country: "DE" },
  { page: "/", campaign: "(none)" },
];
