/**
 * Records a usage event (for example `track("form_submission", { form: "enquiry" })`).
 *
 * For now a documented no-op: the forms already call it at the right moments, and the analytics
 * change will make it send the event to the site's own analytics (POST /api/analytics/events).
 * It must never throw or slow the caller, whatever it does later.
 */
export function track(_name: string, _data?: Record<string, unknown>): void {
  // Intentionally empty until first-party analytics is wired in.
}
