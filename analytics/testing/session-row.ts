import type { SessionRow } from "../tables";

/**
 * A user_sessions record for tests: a desktop Firefox on Linux that started and was last active at
 * `created_at`, one view, no event, unless `row` says otherwise.
 */
export function sessionRow(row: Pick<SessionRow, "session_id" | "created_at"> & Partial<SessionRow>): SessionRow {
  return {
    entry_page: "/",
    exit_page: "/",
    last_activity: row.created_at,
    duration_seconds: 0,
    page_views_count: 1,
    events_count: 0,
    user_agent: null,
    device_type: "desktop",
    browser: "Firefox",
    os: "Linux",
    screen_resolution: null,
    viewport_size: null,
    ...row,
  };
}
