import type { Context } from "hono";
import type { AppEnv } from "../../http/env";
import type { Runtime } from "../../runtime";

/** One request to a guarded better-auth route, with its JSON body already read and checked to be an object. */
export interface AuthCall {
  rt: Runtime;
  c: Context<AppEnv>;
  /** The route under /api/auth, e.g. "/sign-in/email". */
  path: string;
  body: Record<string, unknown>;
  /** The client IP the server determined (never from the body). */
  ip: string;
}

/**
 * A rule the server applies before (and around) better-auth on some routes. `run` either answers
 * itself (a refusal) or calls `next()` — the next rule, and after the last one better-auth — and
 * may look at or add to what comes back. Adding a rule = one file and one line in guard.ts.
 */
export interface AuthRule {
  /** POST routes under /api/auth that this rule guards. */
  paths: readonly string[];
  run(call: AuthCall, next: () => Promise<Response>): Promise<Response>;
}

/** A refusal in better-auth's own shape ({ code, message }), which the client already reads. */
export function refusal(status: 400 | 415 | 429, code: string, message: string, headers: HeadersInit = {}): Response {
  return Response.json({ code, message }, { status, headers });
}
