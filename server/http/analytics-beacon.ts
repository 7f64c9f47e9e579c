import type { Hono } from "hono";
import { recordErrors } from "../../analytics/record";
import { analyticsBatchSchema } from "../../shared/schemas/analytics";
import type { Runtime } from "../runtime";
import type { AppEnv } from "./env";

/** POST /api/analytics/events: a batch of events from the browser (sendBeacon or fetch). */
export function mountAnalyticsBeacon(app: Hono<AppEnv>, rt: Runtime): void {
  app.post("/api/analytics/events", async (c) => {
    const raw = await c.req.text();
    let json: unknown;
    try {
      json = JSON.parse(raw);
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
    await recordErrors(rt.analytics, parsed.data.events, c.req.header("user-agent") ?? "");
    return c.body(null, 204);
  });
}
