import { join } from "node:path";
import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import { Hono, type MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { handleAuthRequest } from "./auth/guard";
import { refuseNul } from "./auth/nul-guard";
import { classifyDatabaseFailure, failureReason, UNAVAILABLE_MESSAGE, UNSTORABLE_MESSAGE } from "./db/errors";
import { mountAdminRoutes } from "./http/admin-routes";
import { mountAnalyticsBeacon } from "./http/analytics-beacon";
import { authMailLimits } from "./http/auth-mail-limits";
import { csrfGuard } from "./http/csrf";
import type { AppEnv } from "./http/env";
import { headResponse } from "./http/head-response";
import { requestContext } from "./http/request-context";
import { securityHeaders } from "./http/security-headers";
import { mountStatic } from "./http/static";
import { mountUploads } from "./http/uploads";
import { mountWaitlistUnsubscribe, UNSUBSCRIBE_PATH } from "./http/waitlist-unsubscribe";
import type { Runtime } from "./runtime";
import { checkHealth } from "./services/health";
import { createContext } from "./trpc/context";
import { appRouter } from "./trpc/router";

/** Request body caps, checked before a body is buffered (chunked bodies are counted as they stream). */
export const BODY_LIMITS = {
  uploads: 52 * 1024 * 1024,
  analytics: 256 * 1024,
  auth: 16 * 1024,
  trpc: 256 * 1024,
  other: 64 * 1024,
} as const;

/** A tRPC batch larger than this is refused outright (a batch of 1,000 calls is abuse, not use). */
const MAX_BATCH_SIZE = 20;

const tooLarge = (max: number) =>
  bodyLimit({
    maxSize: max,
    onError: (c) => c.json({ error: { code: "PAYLOAD_TOO_LARGE", message: `Request body exceeds ${max} bytes` } }, 413),
  });

/** Composes the HTTP app: middleware, health, auth, tRPC, plain API routes, then the client. */
export function createApp(rt: Runtime) {
  const app = new Hono<AppEnv>();
  const https = rt.origin.startsWith("https://");

  app.use(requestContext(rt.log, rt.config.trustProxyHops));
  app.use(headResponse);
  app.use(securityHeaders({ https }));

  app.onError((error, c) => {
    const failure = classifyDatabaseFailure(error);
    if (failure === "unavailable") {
      c.get("log")?.warn("request failed: database unavailable", { reason: failureReason(error) });
      return c.json({ error: { code: "SERVICE_UNAVAILABLE", message: UNAVAILABLE_MESSAGE } }, 503);
    }
    if (failure === "unstorable") {
      return c.json({ error: { code: "BAD_REQUEST", message: UNSTORABLE_MESSAGE } }, 400);
    }
    // The client went away mid-body (a chunked body cut off): its request's signal says so. Nothing
    // to fix on this side, and no one to answer; a 400, as a body cut short of its Content-Length gets.
    if (c.req.raw.signal.aborted && error instanceof Error && error.name === "AbortError") {
      c.get("log")?.info("request body cut off by its client");
      return c.json({ error: { code: "BAD_REQUEST", message: "The request was cut off before its end" } }, 400);
    }
    c.get("log")?.error("unhandled error", { error });
    return c.json(
      { error: { code: "INTERNAL_SERVER_ERROR", message: "Something went wrong. Please try again." } },
      500,
    );
  });

  app.get("/healthz", async (c) => {
    const report = await checkHealth(rt);
    c.header("Cache-Control", "no-store");
    return c.json(report, report.ok ? 200 : 503);
  });

  app.use("/api/uploads", tooLarge(BODY_LIMITS.uploads));
  app.use("/api/analytics/*", tooLarge(BODY_LIMITS.analytics));
  app.use("/api/auth/*", tooLarge(BODY_LIMITS.auth));
  app.use("/trpc/*", tooLarge(BODY_LIMITS.trpc));
  app.use(UNSUBSCRIBE_PATH, tooLarge(BODY_LIMITS.other));
  const guard = csrfGuard(rt.config.origins.list, rt.log);
  app.use("/api/*", guard);
  app.use("/trpc/*", guard);
  app.use("*", async (c, next) => {
    // Every other path takes a small body at most.
    if (c.req.path.startsWith("/api/") || c.req.path.startsWith("/trpc/")) return next();
    return tooLarge(BODY_LIMITS.other)(c, next);
  });

  // API answers are for one caller at one moment (admin lists, keys, sessions, figures): no browser
  // or proxy may keep them. Routes that set their own Cache-Control keep it.
  const noStore: MiddlewareHandler<AppEnv> = async (c, next) => {
    await next();
    if (!c.res.headers.has("Cache-Control")) c.header("Cache-Control", "private, no-store");
  };
  app.use("/trpc/*", noStore);
  app.use("/api/*", noStore);

  app.use("/api/auth/*", refuseNul);
  app.use("/api/auth/*", authMailLimits(rt));
  app.on(["GET", "POST"], "/api/auth/*", (c) => handleAuthRequest(rt, c));

  app.all("/trpc/*", (c) =>
    fetchRequestHandler({
      endpoint: "/trpc",
      req: c.req.raw,
      router: appRouter,
      maxBatchSize: MAX_BATCH_SIZE,
      createContext: ({ resHeaders }) => createContext(rt, c, resHeaders),
    }),
  );

  mountAnalyticsBeacon(app, rt);
  mountUploads(app, rt);
  mountAdminRoutes(app, rt);
  mountWaitlistUnsubscribe(app, rt);

  app.all("/api/*", (c) => c.json({ error: { code: "NOT_FOUND", message: "No such API route" } }, 404));

  mountStatic(app, {
    archiveDir: join(rt.config.dataDir, "assets-archive"),
    // A local folder is one machine's: its own archive already has every chunk it ran.
    sharedStorage: rt.storage.kind === "s3" ? rt.storage : undefined,
    log: rt.log,
  });
  return app;
}

export type App = ReturnType<typeof createApp>;
