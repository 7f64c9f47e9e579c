import type { z } from "zod";
import { signUpSchema, updateUserSchema } from "../../../shared/schemas/auth";
import { hit, rateRules, TOO_MANY_REQUESTS_MESSAGE } from "../../services/rate-limit";
import { type AuthRule, refusal } from "./types";

/** A schema refusal with a code the client knows (NAME_TOO_LONG has its Czech text there). */
function invalid(error: z.ZodError): Response {
  const issue = error.issues[0];
  const code =
    issue?.path[0] === "name" ? (issue.code === "too_big" ? "NAME_TOO_LONG" : "INVALID_NAME") : "INVALID_EMAIL";
  return refusal(400, code, issue?.message ?? "Invalid request");
}

/**
 * Sign-up: the shared schema (name at most 100 characters), then a per-IP limit (SIGN_UP_LIMIT an hour, 10 by default,
 * through the database-backed rate-limit service, so parallel requests and several instances count
 * together): sign-up answers "already exists" for a known address, so unthrottled it lists accounts.
 * Only requests that pass the rules count; the limit runs after them.
 */
export const signUpRules: AuthRule = {
  paths: ["/sign-up/email"],
  async run(call, next) {
    const parsed = signUpSchema.safeParse(call.body);
    if (!parsed.success) return invalid(parsed.error);
    const rule = { ...rateRules.signUp, limit: call.rt.config.auth.signUpsPerHour };
    const decision = await hit(call.rt.database.db, rule, call.ip);
    if (!decision.allowed) {
      call.c.get("log").warn("sign-up rate limited", { ip: call.ip });
      return refusal(429, "TOO_MANY_REQUESTS", TOO_MANY_REQUESTS_MESSAGE, {
        "Retry-After": String(decision.retryAfterSeconds),
      });
    }
    return next();
  },
};

/** A signed-in user renaming themselves: the same name cap as at sign-up. */
export const updateUserRules: AuthRule = {
  paths: ["/update-user"],
  async run(call, next) {
    const parsed = updateUserSchema.safeParse(call.body);
    return parsed.success ? next() : invalid(parsed.error);
  },
};
