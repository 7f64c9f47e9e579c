import type { Context } from "hono";
import { passwordProblems, passwordProblemText } from "../../shared/password";
import { recordLoginAttempt } from "../db/queries/login-attempts";
import type { AppEnv } from "../http/env";
import type { Runtime } from "../runtime";
import { isLoginLimited, LOGIN_WINDOW_MS, normaliseLoginEmail, RATE_LIMITED_MESSAGE } from "../services/login-limiter";
import { withSessionHint } from "./session-hint";

const PASSWORD_PATHS = new Set(["/api/auth/sign-up/email", "/api/auth/reset-password", "/api/auth/change-password"]);

/**
 * Every request to better-auth passes here first. The server's own rules apply whatever the browser
 * did: the spec's password rules on every password-setting endpoint, and sign-in throttling with
 * every attempt logged (IP from the request, never from the body).
 */
export async function handleAuthRequest(rt: Runtime, c: Context<AppEnv>): Promise<Response> {
  const path = c.req.path;
  const isSignIn = path === "/api/auth/sign-in/email" && c.req.method === "POST";
  if (!isSignIn && !PASSWORD_PATHS.has(path)) return respond(rt, await rt.auth.handler(c.req.raw));

  const raw = await c.req.text();
  let body: Record<string, unknown> = {};
  try {
    body = JSON.parse(raw || "{}");
  } catch {
    return c.json({ code: "BAD_REQUEST", message: "The body must be JSON" }, 400);
  }
  if (!body || typeof body !== "object" || Array.isArray(body)) {
    return c.json({ code: "BAD_REQUEST", message: "The body must be a JSON object" }, 400);
  }
  const request = new Request(c.req.raw.url, { method: c.req.method, headers: c.req.raw.headers, body: raw });

  if (!isSignIn) {
    const password = body.password ?? body.newPassword;
    const problems =
      typeof password === "string" ? passwordProblems(password) : ["Password must be at least 8 characters long"];
    if (problems.length) {
      return c.json({ code: "PASSWORD_REQUIREMENTS_NOT_MET", message: passwordProblemText(problems) }, 400);
    }
    return respond(rt, await rt.auth.handler(request));
  }

  const email = normaliseLoginEmail(typeof body.email === "string" ? body.email : "");
  const ip = c.get("ip");
  const userAgent = c.req.header("user-agent") ?? "";
  const db = rt.database.db;
  if (await isLoginLimited(db, email, ip)) {
    await recordLoginAttempt(db, { ip, email, success: false, userAgent });
    c.get("log").warn("sign-in rate limited", { ip });
    c.header("Retry-After", String(LOGIN_WINDOW_MS / 1000));
    return c.json({ code: "RATE_LIMITED", message: RATE_LIMITED_MESSAGE }, 429);
  }
  const response = await rt.auth.handler(request);
  await recordLoginAttempt(db, { ip, email, success: response.status === 200, userAgent });
  return respond(rt, response);
}

function respond(rt: Runtime, response: Response): Response {
  return withSessionHint(response, rt.origin.startsWith("https://"));
}
