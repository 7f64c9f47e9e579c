import type { Database } from "../db/client";
import { incrementCounter } from "../db/queries/rate-limit";
import { tooMany } from "./errors";

/**
 * Fixed-window limits kept in the database, so they hold across restarts and across instances.
 * Each rule is a number of hits per window per key (usually the client IP).
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

export async function hit(db: Database, rule: RateRule, key: string, now = Date.now()): Promise<RateDecision> {
  const start = windowStart(rule, now);
  const count = await incrementCounter(db, `${rule.name}:${key}`, start);
  const retryAfterSeconds = Math.max(1, Math.ceil((start.getTime() + rule.windowMs - now) / 1000));
  return { allowed: count <= rule.limit, count, retryAfterSeconds };
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
