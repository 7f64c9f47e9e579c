import type { Locale } from "../../shared/i18n/locales";
import type { Database } from "../db/client";
import { recordSecurityEvent } from "../db/queries/users";
import { liftAccountLock } from "./login-limiter";

/** How long a reset link works (seconds). It is single-use: better-auth consumes the token. */
export const RESET_TOKEN_SECONDS = 60 * 60;

/**
 * The mail's language, from the page the link returns to (better-auth passes it as callbackURL):
 * /auth or /cs/auth, where the new-password form opens with ?token=.
 */
export function resetLocaleOf(url: string): Locale {
  const callback = new URL(url).searchParams.get("callbackURL") ?? "";
  return /^(https?:\/\/[^/]+)?\/cs(\/|$)/.test(callback) ? "cs" : "en";
}

/**
 * Runs after a password was reset (better-auth has saved it and revoked every session). The reset
 * e-mail proves the owner, so this is where the account's sign-in lock is lifted (decision 0012):
 * a locked-out owner gets back in by resetting the password.
 */
export async function onPasswordReset(db: Database, user: { id: string; email: string }): Promise<void> {
  await liftAccountLock(db, user.email);
  await recordSecurityEvent(db, "password_reset", { userId: user.id });
}
