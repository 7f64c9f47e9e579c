import type { ErrorEvent } from "../shared/schemas/analytics";
import type { AnalyticsStore } from "./store";

/** Browser clocks are not trusted: timestamps are clamped into [now - 1 day, now]. */
const MAX_AGE_MS = 24 * 60 * 60 * 1000;

/**
 * Writes error events into error_logs in one multi-row insert. Event ids are the primary key, so a
 * repeated batch adds nothing (ON CONFLICT DO NOTHING).
 */
export async function recordErrors(store: AnalyticsStore, events: ErrorEvent[], userAgent: string): Promise<void> {
  if (events.length === 0) return;
  const now = Date.now();
  const rows = events.map((e) => [
    e.id,
    e.sessionId ?? null,
    e.errorType,
    e.message,
    e.stack ?? null,
    e.pagePath,
    userAgent.slice(0, 512),
    e.line ?? null,
    e.column ?? null,
    e.fileName ?? null,
    new Date(Math.min(now, Math.max(now - MAX_AGE_MS, e.at))).toISOString(),
  ]);
  const placeholders = rows.map(() => "(?, NULL, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?::TIMESTAMPTZ)").join(", ");
  await store.connection.run(
    `INSERT INTO error_logs (event_id, user_id, session_id, error_type, error_message, error_stack, page_path, user_agent, line_number, column_number, file_name, created_at)
     VALUES ${placeholders} ON CONFLICT DO NOTHING`,
    rows.flat(),
  );
}
