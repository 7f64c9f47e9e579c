import type { MiddlewareHandler } from "hono";
import { UNSTORABLE_MESSAGE } from "../db/errors";
import type { AppEnv } from "../http/env";
import { refusal } from "./rules/types";

/**
 * A NUL anywhere in an auth request (its path, query or body: a JSON string or key, a form field,
 * the raw text of anything else) is refused with 400 before anything reads it. PostgreSQL cannot
 * store one: better-auth's queries with one answered 500 on every route that reads a token or a
 * name (reset-password, revoke-session, update-user) and sign-up 503 "try again", and the mail
 * limits' counter keyed by the address failed the same way. The body is read from a copy of the
 * request: what comes after reads the original.
 */
export const refuseNul: MiddlewareHandler<AppEnv> = async (c, next) => {
  const body = c.req.method === "POST" ? await c.req.raw.clone().text() : "";
  return holdsNul(c.req.url, c.req.header("content-type"), body)
    ? refusal(400, "BAD_REQUEST", UNSTORABLE_MESSAGE)
    : next();
};

const NUL = "\u0000";

function holdsNul(href: string, contentType: string | undefined, body: string): boolean {
  const url = new URL(href);
  let path = url.pathname;
  try {
    path = decodeURIComponent(path);
  } catch {}
  if (path.includes(NUL) || [...url.searchParams].some(([k, v]) => k.includes(NUL) || v.includes(NUL))) return true;
  if (body.includes(NUL)) return true;
  const type = (contentType ?? "").split(";")[0]?.trim().toLowerCase();
  if (type === "application/x-www-form-urlencoded")
    return [...new URLSearchParams(body)].some(([k, v]) => k.includes(NUL) || v.includes(NUL));
  try {
    return jsonHoldsNul(JSON.parse(body || "null"));
  } catch {
    return false;
  }
}

const jsonHoldsNul = (value: unknown): boolean =>
  typeof value === "string"
    ? value.includes(NUL)
    : value !== null && typeof value === "object"
      ? Object.entries(value).some(([k, v]) => k.includes(NUL) || jsonHoldsNul(v))
      : false;
