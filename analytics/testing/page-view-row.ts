import type { PageViewRow } from "../tables";

/** A page_views row for tests: every column empty but what `row` gives (a fresh event id). */
export function pageViewRow(
  row: Pick<PageViewRow, "session_id" | "page_path" | "created_at"> & Partial<PageViewRow>,
): PageViewRow {
  return {
    event_id: crypto.randomUUID(),
    page_title: null,
    referrer: null,
    referrer_host: null,
    channel: null,
    utm_source: null,
    utm_medium: null,
    utm_campaign: null,
    utm_term: null,
    utm_content: null,
    ref: null,
    country: null,
    visitor: null,
    user_agent: null,
    device_type: null,
    browser: null,
    os: null,
    screen_resolution: null,
    viewport_size: null,
    ...row,
  };
}
