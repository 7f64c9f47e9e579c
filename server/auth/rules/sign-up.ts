import type { z } from "zod";
import { signUpSchema, updateUserSchema } from "../../../shared/schemas/auth";
import type { Database } from "../../db/client";
import { findUserByEmail } from "../../db/queries/users";
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
    return settleFailedCreate(call.rt.database.db, parsed.data.email, await next());
  },
};

/**
 * better-auth answers 422 FAILED_TO_CREATE_USER when its insert fails. Sign-ups of one address racing
 * each other (a double click, two tabs) end there for all but one: the address was free when each
 * looked, taken when each wrote. Those get the answer a sign-up of a taken address gets, so the
 * second tab says "already exists" rather than a failure. An insert that failed with the address
 * still free was a fault: 503, try again.
 */
export async function settleFailedCreate(db: Database, email: string, response: Response): Promise<Response> {
  if (response.status !== 422) return response;
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { code?: string } | null;
  if (body?.code !== "FAILED_TO_CREATE_USER") return response;
  const taken = await findUserByEmail(db, email).then(
    (user) => user !== null,
    () => false,
  );
  return taken
    ? Response.json(
        { code: "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL", message: "User already exists. Use another email." },
        { status: 422 },
      )
    : Response.json(
        { code: "SERVICE_UNAVAILABLE", message: "The account could not be created right now. Please try again." },
        { status: 503 },
      );
}

/** A signed-in user renaming themselves: the same name cap as at sign-up. */
export const updateUserRules: AuthRule = {
  paths: ["/update-user"],
  async run(call, next) {
    const parsed = updateUserSchema.safeParse(call.body);
    return parsed.success ? next() : invalid(parsed.error);
  },
};
