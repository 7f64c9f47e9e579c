import type { Context } from "hono";
import type { AppEnv } from "../http/env";
import type { Runtime } from "../runtime";
import { passwordFields } from "./rules/password-fields";
import { signInLimit } from "./rules/sign-in-limit";
import { signUpRules, updateUserRules } from "./rules/sign-up";
import { type AuthCall, type AuthRule, refusal } from "./rules/types";
import { withSessionHint } from "./session-hint";

const BASE = "/api/auth";

/**
 * The server's own rules, applied before better-auth whatever the browser did; one module each in
 * rules/. Order matters: checks of the body first, then limits (so a refused body costs no slot).
 */
const RULES: readonly AuthRule[] = [passwordFields, signUpRules, updateUserRules, signInLimit];

/** Every request to better-auth passes here first; routes no rule guards go straight through. */
export async function handleAuthRequest(rt: Runtime, c: Context<AppEnv>): Promise<Response> {
  const path = c.req.path.slice(BASE.length);
  const rules = c.req.method === "POST" ? RULES.filter((r) => r.paths.includes(path)) : [];
  if (rules.length === 0) return respond(rt, await rt.auth.handler(c.req.raw));

  const read = await readJsonObject(c);
  if (read instanceof Response) return read;
  const call: AuthCall = { rt, c, path, body: read.body, ip: c.get("ip") };
  const request = new Request(c.req.raw.url, { method: "POST", headers: c.req.raw.headers, body: read.raw });
  const run = (i: number): Promise<Response> =>
    i < rules.length ? (rules[i] as AuthRule).run(call, () => run(i + 1)) : rt.auth.handler(request);
  return respond(rt, await run(0));
}

/**
 * The body exactly as better-auth will read it. It would also parse form and multipart bodies, and
 * a body that is valid JSON can mean other fields as a form (`{"password":"Strong-1!","x":"&password=weak"}`):
 * the rules would check one thing and the library use another. So guarded routes take JSON only.
 */
async function readJsonObject(c: Context<AppEnv>): Promise<{ raw: string; body: Record<string, unknown> } | Response> {
  const type = (c.req.header("content-type") ?? "").split(";")[0]?.trim().toLowerCase();
  if (type !== "application/json") {
    return refusal(415, "UNSUPPORTED_MEDIA_TYPE", "Send JSON (Content-Type: application/json)");
  }
  const raw = await c.req.text();
  let body: unknown;
  try {
    body = JSON.parse(raw || "{}");
  } catch {
    return refusal(400, "BAD_REQUEST", "The body must be JSON");
  }
  if (!body || typeof body !== "object" || Array.isArray(body)) {
    return refusal(400, "BAD_REQUEST", "The body must be a JSON object");
  }
  return { raw, body: body as Record<string, unknown> };
}

function respond(rt: Runtime, response: Response): Response {
  return withSessionHint(response, rt.origin.startsWith("https://"));
}
