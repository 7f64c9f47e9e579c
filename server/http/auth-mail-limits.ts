import type { MiddlewareHandler } from "hono";
import type { Runtime } from "../runtime";
import { addressKey, hit, rateRules, TOO_MANY_REQUESTS_MESSAGE } from "../services/rate-limit";
import type { AppEnv } from "./env";

/**
 * better-auth routes that send mail to an address typed by a visitor. Sign-up sends one only while
 * e-mail verification is required; the reset routes are limited whether or not reset is enabled.
 */
const MAIL_PATHS = new Set([
  "/api/auth/send-verification-email",
  "/api/auth/request-password-reset",
  "/api/auth/forget-password",
]);
const SIGN_UP_PATH = "/api/auth/sign-up/email";

/**
 * Mail bombing guard: each of those requests counts against the caller's IP and against the
 * address in the body (database-backed, so it holds across instances), and over either limit
 * answers 429 with Retry-After before better-auth sees it (code TOO_MANY_REQUESTS, which the
 * /auth page shows in its language; RATE_LIMITED is the sign-in lock's). Bodies that are not JSON pass through
 * untouched: better-auth refuses them without sending anything.
 */
export function authMailLimits(rt: Runtime): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const path = c.req.path;
    const sendsMail =
      c.req.method === "POST" &&
      (MAIL_PATHS.has(path) || (path === SIGN_UP_PATH && rt.config.auth.requireEmailVerification));
    if (!sendsMail) return next();
    const email = await emailIn(c.req.raw.clone());
    const db = rt.database.db;
    const byIp = await hit(db, rateRules.authMailIp, c.get("ip"));
    const byAddress = email ? await hit(db, rateRules.authMailAddress, addressKey(email)) : null;
    const refused = [byIp, byAddress].filter((d) => d && !d.allowed);
    if (refused.length === 0) return next();
    c.get("log").warn("auth mail rate limited", { path, ip: c.get("ip") });
    c.header("Retry-After", String(Math.max(...refused.map((d) => d?.retryAfterSeconds ?? 1))));
    return c.json({ code: "TOO_MANY_REQUESTS", message: TOO_MANY_REQUESTS_MESSAGE }, 429);
  };
}

async function emailIn(request: Request): Promise<string | null> {
  try {
    const body = (await request.json()) as { email?: unknown } | null;
    return typeof body?.email === "string" ? body.email : null;
  } catch {
    return null;
  }
}
