/**
 * The shape of the tracker's session id (client/telemetry/tracker.ts: crypto.randomUUID, a lowercase
 * v4 UUID). Plain code: the forms' schema and the dashboard's view (its `session` filter) both test
 * it, and the dashboard's chunk carries no zod.
 */
export const ANALYTICS_SESSION_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
