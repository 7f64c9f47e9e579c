import { signInSchema } from "../../../shared/schemas/auth";
import { recordLoginAttempt } from "../../db/queries/login-attempts";
import {
  normaliseLoginEmail,
  RATE_LIMITED_MESSAGE,
  releaseSignInAttempt,
  reserveSignInAttempt,
} from "../../services/login-limiter";
import { deviceCookie, knownDevice } from "../device-cookie";
import { type AuthRule, refusal } from "./types";

/**
 * Sign-in: the attempt takes its slots in the limiter's counters before better-auth checks the
 * password (so parallel guesses cannot all pass a read made before any was counted), and every
 * attempt — refused ones too — is logged in login_attempts with the server's IP. A success gives
 * the slots back and marks this browser as a known device of the account.
 */
export const signInLimit: AuthRule = {
  paths: ["/sign-in/email"],
  async run({ rt, c, body, ip }, next) {
    const parsed = signInSchema.safeParse(body);
    if (!parsed.success) return refusal(400, "BAD_REQUEST", parsed.error.issues[0]?.message ?? "Invalid request");
    const email = normaliseLoginEmail(parsed.data.email);
    const db = rt.database.db;
    const secret = rt.auth.options.secret as string;
    const deviceId = knownDevice(c.req.header("cookie"), email, secret);
    const userAgent = c.req.header("user-agent") ?? "";

    const decision = await reserveSignInAttempt(db, { email, ip, deviceId });
    if (!decision.allowed) {
      await recordLoginAttempt(db, { ip, email, success: false, limited: true, userAgent });
      c.get("log").warn("sign-in rate limited", { ip, by: decision.by });
      return refusal(429, "RATE_LIMITED", RATE_LIMITED_MESSAGE, { "Retry-After": String(decision.retryAfterSeconds) });
    }
    const response = await next();
    const success = response.status === 200;
    if (success) await releaseSignInAttempt(db, decision.reservation);
    await recordLoginAttempt(db, { ip, email, success, limited: false, userAgent });
    if (!success) return response;
    const headers = new Headers(response.headers);
    headers.append("Set-Cookie", deviceCookie(deviceId, email, secret, rt.origin.startsWith("https://")));
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  },
};
