import type { Database } from "../db/client";
import {
  type Counter,
  deleteCountersOfAccount,
  giveBackSlot,
  type LimitKind,
  readCounters,
  takeSlot,
} from "../db/queries/login-limits";

/**
 * Sign-in throttling (decision 0012). Every attempt takes a slot in its counters BEFORE its password
 * is checked, in one transaction of conditional upserts, so N parallel guesses get at most the
 * limit checked, on one PostgreSQL shared by every instance as on PGlite. A refused attempt changes
 * no counter, so trickling bad passwords cannot keep an account locked past its window.
 *
 * Counters, each a sliding log of its counted attempts over the last 15 minutes (no 15 minutes ever
 * hold more than the limit, however a burst is timed):
 * - the (account, IP) pair: 5 — a guesser is stopped without touching the owner elsewhere;
 * - the account from any IP: 20 (the ceiling, against guesses spread over many addresses);
 * - the IP over all accounts: 20 (against one address trying many accounts);
 * - a known device (signed cookie from an earlier sign-in to that account) replaces the last two
 *   with its own 5, so the owner's browser still gets in while the account is under attack.
 * A successful sign-in gives its slots back; a password reset lifts every lock on the account.
 */
export const LOGIN_WINDOW_MS = 15 * 60_000;
export const LOGIN_LIMITS: Record<LimitKind, number> = { pair: 5, account: 20, ip: 20, device: 5 };
export const RATE_LIMITED_MESSAGE = "Too many failed login attempts. Please try again later.";

export interface SignInKeys {
  email: string;
  ip: string;
  /** The device id of a valid device cookie for this account, if the request carries one. */
  deviceId?: string;
}

export type SignInReservation = { key: string; takenAt: Date }[];

export type SignInDecision =
  | { allowed: true; reservation: SignInReservation }
  | { allowed: false; by: LimitKind; retryAfterSeconds: number };

export function normaliseLoginEmail(email: string): string {
  return email.trim().toLowerCase().slice(0, 254);
}

/** The counters an attempt counts against, always in this order (pair first: one lock order, no deadlock). */
function countersFor(keys: SignInKeys): Counter[] {
  const email = normaliseLoginEmail(keys.email);
  // An IP never contains "|", so the last "|" separates the two even when the e-mail has one.
  const pair: Counter = { key: `pair:${email}|${keys.ip}`, kind: "pair", email };
  if (keys.deviceId) return [pair, { key: `device:${keys.deviceId}`, kind: "device", email }];
  return [pair, { key: `account:${email}`, kind: "account", email }, { key: `ip:${keys.ip}`, kind: "ip", email: null }];
}

class CounterFull extends Error {
  constructor(
    readonly kind: LimitKind,
    readonly key: string,
  ) {
    super(`login counter full: ${kind}`);
  }
}

/**
 * A full counter holds exactly its limit, all inside the window: a slot frees when its oldest leaves.
 * Never more than one window: `now` is when this request began, and parallel requests that began
 * after it may hold every slot by the time it is decided (the oldest then a little after `now`; 100
 * guesses at once were told 901 s).
 */
function retryAfter(windowStart: Date, now: Date): number {
  const seconds = Math.ceil((windowStart.getTime() + LOGIN_WINDOW_MS - now.getTime()) / 1000);
  return Math.min(Math.max(1, seconds), Math.ceil(LOGIN_WINDOW_MS / 1000));
}

/** Takes a slot in every counter of the attempt, or none: answers whether its password may be checked. */
export async function reserveSignInAttempt(db: Database, keys: SignInKeys, now = new Date()): Promise<SignInDecision> {
  try {
    const reservation = await db.transaction(async (tx) => {
      const taken: SignInReservation = [];
      for (const counter of countersFor(keys)) {
        const takenAt = await takeSlot(tx, counter, LOGIN_LIMITS[counter.kind], LOGIN_WINDOW_MS, now);
        if (!takenAt) throw new CounterFull(counter.kind, counter.key);
        taken.push({ key: counter.key, takenAt });
      }
      return taken;
    });
    return { allowed: true, reservation };
  } catch (error) {
    if (!(error instanceof CounterFull)) throw error;
    const [row] = await readCounters(db, [error.key]);
    return { allowed: false, by: error.kind, retryAfterSeconds: row ? retryAfter(row.windowStart, now) : 1 };
  }
}

/** A successful sign-in is not a failure: its slots are given back. */
export async function releaseSignInAttempt(db: Database, reservation: SignInReservation): Promise<void> {
  for (const { key, takenAt } of reservation) await giveBackSlot(db, key, takenAt);
}

/** Whether the next attempt would be refused (the sign-in form asks before sending). Takes no slot. */
export async function isLoginLimited(db: Database, keys: SignInKeys, now = new Date()): Promise<boolean> {
  const counters = countersFor(keys);
  const rows = await readCounters(
    db,
    counters.map((c) => c.key),
  );
  const since = now.getTime() - LOGIN_WINDOW_MS;
  return rows.some((r) => r.windowStart.getTime() > since && r.count >= LOGIN_LIMITS[r.kind]);
}

/**
 * Lifts every sign-in lock on an account: its pairs with any IP, its ceiling and its devices' counts
 * (an IP's own count over all accounts stays). For the password reset (the owner proved they read
 * the account's mail) and for `bun run auth:unlock`. Answers how many counters were cleared.
 */
export async function liftAccountLock(db: Database, email: string): Promise<number> {
  return deleteCountersOfAccount(db, normaliseLoginEmail(email));
}
