import type { Database } from "../db/client";
import { countHit } from "../db/queries/rate-limit";
import { tooMany } from "./errors";

/**
 * Limits kept in the database, so they hold across restarts and across instances. Each rule is a
 * number of hits per window per key (usually the client IP), counted in fixed windows but decided
 * on a sliding estimate (see `decide`): with fixed windows alone a burst across a window's end got
 * twice the limit in seconds (ten mails at 09:59:59, ten more at 10:00:00).
 */
export interface RateRule {
  name: string;
  limit: number;
  windowMs: number;
}

export const rateRules = {
  uploads: { name: "uploads", limit: 30, windowMs: 10 * 60_000 },
  contact: { name: "contact", limit: 5, windowMs: 10 * 60_000 },
  waitlist: { name: "waitlist", limit: 10, windowMs: 10 * 60_000 },
  generate: { name: "generate", limit: 10, windowMs: 10 * 60_000 },
  inquiry: { name: "inquiry", limit: 5, windowMs: 10 * 60_000 },
  /**
   * Mail to an address a visitor typed: per address (whatever the IP, so rotating IPs cannot bomb
   * one inbox), each route its own budget. Keyed by the address, lower-cased. (Joining the waitlist
   * mails only a new address, once, so it needs no per-address budget.)
   */
  contactAddress: { name: "contact-to", limit: 3, windowMs: 60 * 60_000 },
  inquiryAddress: { name: "inquiry-to", limit: 3, windowMs: 60 * 60_000 },
  /** better-auth's mail routes (verification, sign-up with verification, password reset). */
  authMailIp: { name: "auth-mail-ip", limit: 10, windowMs: 10 * 60_000 },
  authMailAddress: { name: "auth-mail-to", limit: 3, windowMs: 60 * 60_000 },
  /** Admin invitations per inviting admin (server/services/admin-invites.ts). */
  adminInvite: { name: "admin-invite", limit: 20, windowMs: 24 * 60 * 60_000 },
  /** Sign-ups per IP (server/auth/rules/sign-up.ts): "already exists" would otherwise list accounts. The limit is SIGN_UP_LIMIT's. */
  signUp: { name: "sign-up", limit: 10, windowMs: 60 * 60_000 },
} satisfies Record<string, RateRule>;

/** The key for a per-address rule: one inbox, however the address was typed. */
export const addressKey = (email: string) => email.trim().toLowerCase();

export interface RateDecision {
  allowed: boolean;
  count: number;
  retryAfterSeconds: number;
}

export function windowStart(rule: RateRule, now = Date.now()): Date {
  return new Date(Math.floor(now / rule.windowMs) * rule.windowMs);
}

/** Counters are kept for two of the longest windows: the sliding estimate reads the previous one. */
export const COUNTER_RETENTION_MS = 2 * Math.max(...Object.values(rateRules).map((r) => r.windowMs));

/**
 * One hit of `key`, decided on the sliding estimate; only allowed hits are counted, so hammering
 * past the limit does not lengthen the wait (Retry-After stays within windowMs × (1 + 1/limit)).
 */
export async function hit(db: Database, rule: RateRule, key: string, now = Date.now()): Promise<RateDecision> {
  const start = windowStart(rule, now);
  const elapsedMs = now - start.getTime();
  const { previous, before, counted } = await countHit(db, `${rule.name}:${key}`, {
    start,
    previousStart: new Date(start.getTime() - rule.windowMs),
    limit: rule.limit,
    previousWeight: previousWeight(rule, elapsedMs),
  });
  // The database's answer is the one that holds under parallel hits; `decide` gives the rest.
  return { ...decide(rule, { previous, current: before, elapsedMs }), allowed: counted };
}

export interface WindowCounts {
  /** Hits counted in the previous window. */
  previous: number;
  /** Hits counted in the current window before this one. */
  current: number;
  /** Time since the current window started. */
  elapsedMs: number;
}

/** The share of the previous window that still lies within the last `windowMs`. */
const previousWeight = (rule: RateRule, elapsedMs: number) => (rule.windowMs - elapsedMs) / rule.windowMs;

/**
 * The sliding-window estimate (as Cloudflare's limiter): this window's hits plus the previous
 * window's, weighted by the share of it that still lies within the last `windowMs`. A hit is
 * allowed while the estimate with it stays within the limit. Retry-After is the first moment one
 * more hit would be allowed if none came in between.
 */
export function decide(rule: RateRule, { previous, current, elapsedMs }: WindowCounts): RateDecision {
  const { limit, windowMs } = rule;
  const fading = previous * previousWeight(rule, elapsedMs);
  const allowed = current + 1 <= Math.floor(limit - fading);
  // Still in this window: the previous one has to fade enough for one more hit...
  let waitMs = windowMs - elapsedMs;
  if (current + 1 <= limit && previous > 0) {
    const fadedAt = windowMs - ((limit - current - 1) * windowMs) / previous;
    if (fadedAt < windowMs) waitMs = Math.max(0, fadedAt - elapsedMs);
  } else if (current > 0) {
    // ...or, in the next window, this one has to.
    waitMs += Math.max(0, windowMs - ((limit - 1) * windowMs) / current);
  }
  return {
    allowed,
    count: Math.ceil(fading + current + (allowed ? 1 : 0)),
    retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)),
  };
}

export const TOO_MANY_REQUESTS_MESSAGE = "Too many requests. Please wait a few minutes and try again.";

/** Counts the hit (by IP unless a key is given) and refuses over the limit (429 with Retry-After). */
export async function enforceRate(
  ctx: { rt: { database: { db: Database } }; ip: string },
  rule: RateRule,
  key: string = ctx.ip,
): Promise<void> {
  const decision = await hit(ctx.rt.database.db, rule, key);
  if (!decision.allowed) throw tooMany(TOO_MANY_REQUESTS_MESSAGE, decision.retryAfterSeconds);
}
