import type { Hono } from "hono";
import { countryOf } from "../../analytics/country";
import { isIgnoredBrowser, isStaffPath } from "../../shared/analytics/exclusions";
import { type AnalyticsEvent, analyticsBatchSchema } from "../../shared/schemas/analytics";
import type { Runtime } from "../runtime";
import { createSharedLimiter } from "../services/shared-rate-limit";
import type { AppEnv } from "./env";

/** Per IP: 600 batches a minute (each up to 100 events) — far above any visitor, well below a flood. */
const BATCHES_PER_MINUTE = 600;

/**
 * POST /api/analytics/events: a batch of events from the browser (sendBeacon or fetch). Answers 204
 * only after the events are committed (see analytics/ingest.ts); 4xx for anything malformed, with
 * nothing stored; 503 if the store could not write (the tracker may send the batch again).
 */
export function mountAnalyticsBeacon(app: Hono<AppEnv>, rt: Runtime): void {
  // Across instances sharing one PostgreSQL: synced once a second (services/shared-rate-limit.ts).
  // Its timer does not keep the process alive, and it queries only when there were hits. The
  // embedded database has one instance by construction: its count stays local.
  const limiter = createSharedLimiter({
    db: rt.database.kind === "postgres" ? rt.database.db : null,
    name: "beacon",
    limit: BATCHES_PER_MINUTE,
    windowMs: 60_000,
    log: rt.log,
  });
  app.post("/api/analytics/events", async (c) => {
    const decision = limiter.hit(c.get("ip"));
    if (!decision.allowed) {
      c.header("Retry-After", String(decision.retryAfterSeconds));
      return c.json({ error: { code: "TOO_MANY_REQUESTS", message: "Too many analytics batches" } }, 429);
    }
    let json: unknown;
    try {
      json = JSON.parse(await c.req.text());
    } catch {
      return c.json({ error: { code: "BAD_REQUEST", message: "The body must be JSON" } }, 400);
    }
    const parsed = analyticsBatchSchema.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return c.json(
        { error: { code: "BAD_REQUEST", message: `${issue?.path.join(".") || "body"}: ${issue?.message}` } },
        400,
      );
    }
    // Not counted, whatever the tracker did: a browser marked "don't count me", and the staff pages.
    if (isIgnoredBrowser(c.req.header("cookie"))) return c.body(null, 204);
    const events = parsed.data.events.filter((e) => !isStaffPath(pageOf(e)));
    if (events.length === 0) return c.body(null, 204);
    try {
      const userAgent = c.req.header("user-agent") ?? "";
      await rt.beacons.submit(events, {
        userAgent,
        country: countryOf(c.get("ip")),
        visitors: await rt.visitors.visitorsOf(c.get("ip"), userAgent),
      });
    } catch (error) {
      c.get("log").error("analytics write failed", { error });
      return c.json({ error: { code: "SERVICE_UNAVAILABLE", message: "Analytics are unavailable right now" } }, 503);
    }
    return c.body(null, 204);
  });
}

/** The page an event belongs to (a session: the page it started on). */
function pageOf(e: AnalyticsEvent): string {
  switch (e.type) {
    case "error":
      return e.pagePath;
    case "session":
      return e.entryPage;
    default:
      return e.path;
  }
}
