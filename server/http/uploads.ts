import { join } from "node:path";
import type { Hono } from "hono";
import { recordSecurityEvent } from "../db/queries/users";
import type { Runtime } from "../runtime";
import { hit, rateRules, TOO_MANY_REQUESTS_MESSAGE } from "../services/rate-limit";
import { receiveUploads, UploadRejected } from "../services/uploads/receive-uploads";
import type { AppEnv } from "./env";

/** POST /api/uploads: one or more files (multipart); answers { files: [{ key, name, size, type }] }. */
export function mountUploads(app: Hono<AppEnv>, rt: Runtime): void {
  app.post("/api/uploads", async (c) => {
    const decision = await hit(rt.database.db, rateRules.uploads, c.get("ip"));
    if (!decision.allowed) {
      c.header("Retry-After", String(decision.retryAfterSeconds));
      return c.json({ error: { code: "TOO_MANY_REQUESTS", message: TOO_MANY_REQUESTS_MESSAGE } }, 429);
    }
    try {
      const files = await receiveUploads({
        request: c.req.raw,
        tmpDir: join(rt.config.dataDir, "tmp", "uploads"),
        storage: rt.storage,
        db: rt.database.db,
        ip: c.get("ip"),
      });
      return c.json({ files }, 201);
    } catch (error) {
      if (error instanceof UploadRejected) {
        c.get("log").info("upload refused", { code: error.code, reason: error.reason });
        if (error.status === 415) {
          await recordSecurityEvent(
            rt.database.db,
            "upload_rejected",
            { reason: error.reason.slice(0, 200) },
            c.get("ip"),
          ).catch(() => {});
        }
        return c.json({ error: { code: error.code, message: error.message } }, error.status);
      }
      c.get("log").error("upload failed", { error });
      return c.json(
        { error: { code: "SERVICE_UNAVAILABLE", message: "The files could not be stored. Please try again." } },
        503,
      );
    }
  });
}
