import type { Database } from "../db/client";
import { countFailures } from "../db/queries/login-attempts";

/**
 * Sign-in throttling, from the login-attempt log in the database (so it holds across restarts and
 * instances): after 5 failures for one account, or 20 from one IP, within 15 minutes, further
 * attempts are refused until the window has passed.
 */
export const LOGIN_WINDOW_MS = 15 * 60_000;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_IP = 20;
export const RATE_LIMITED_MESSAGE = "Too many failed login attempts. Please try again later.";

export async function isLoginLimited(db: Database, email: string, ip: string): Promise<boolean> {
  const since = new Date(Date.now() - LOGIN_WINDOW_MS);
  const [byAccount, byIp] = await Promise.all([
    countFailures(db, { email: normaliseLoginEmail(email) }, since),
    countFailures(db, { ip }, since),
  ]);
  return byAccount >= MAX_FAILURES_PER_ACCOUNT || byIp >= MAX_FAILURES_PER_IP;
}

export function normaliseLoginEmail(email: string): string {
  return email.trim().toLowerCase().slice(0, 254);
}
