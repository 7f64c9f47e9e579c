import type { Database } from "../db/client";
import { addToCounters } from "../db/queries/rate-limit";
import type { Logger } from "../logger";

/**
 * A fixed-window limit for the analytics beacon that holds across instances without a database
 * round trip per request: each instance counts locally and, once a second, adds its new hits to the
 * shared counters (one statement for every key it saw) and learns each key's total over all
 * instances. A request is refused when the last known total plus this instance's hits since then
 * reach the limit. A flood spread over N instances is cut within about a second of passing the
 * limit, instead of at N times it. If the database cannot be reached the local count still applies.
 * Without a shared database (`db: null`: the embedded PGlite, which one process alone can open) the
 * count is local only: syncing would only run PGlite's queries on the JS thread, a tenth of that
 * thread under a beacon flood from 256 addresses (docs/decisions/0007, amended 2026-11-28).
 */
export interface SharedLimiter {
  hit(key: string, now?: number): { allowed: boolean; retryAfterSeconds: number };
  /** Sends this instance's hits and reads the totals (runs every `syncMs`; tests call it directly). */
  sync(now?: number): Promise<void>;
  stop(): void;
}

export function createSharedLimiter(options: {
  /** The database the instances share; null when there is only this one. */
  db: Database | null;
  name: string;
  limit: number;
  windowMs: number;
  syncMs?: number;
  log?: Logger;
}): SharedLimiter {
  const { db, name, limit, windowMs } = options;
  let windowStart = 0;
  /** Hits not yet sent, and every instance's total as last read, for the current window. */
  let unsent = new Map<string, number>();
  let totals = new Map<string, number>();
  const roll = (now: number) => {
    const start = now - (now % windowMs);
    if (start !== windowStart) {
      windowStart = start;
      unsent = new Map();
      totals = new Map();
    }
  };
  let syncing: Promise<void> | null = null;
  const sync = async (now = Date.now()) => {
    // Nothing to share: the local count is the whole count.
    if (!db) return;
    if (syncing) return syncing;
    roll(now);
    const window = windowStart;
    const sending = unsent;
    unsent = new Map();
    // Keys already at half the limit are read again even without new hits here: another instance
    // may be taking the rest of the flood.
    for (const [key, total] of totals) if (total >= limit / 2 && !sending.has(key)) sending.set(key, 0);
    if (sending.size === 0) return;
    const keyed = new Map([...sending].map(([key, n]) => [`${name}:${key}`, n]));
    syncing = addToCounters(db, new Date(window), keyed)
      .then((result) => {
        if (window !== windowStart) return;
        for (const [key] of sending) totals.set(key, result.get(`${name}:${key}`) ?? totals.get(key) ?? 0);
      })
      .catch((error) => {
        // Not sent: keep counting them locally, and try again next time.
        if (window === windowStart) for (const [key, n] of sending) unsent.set(key, (unsent.get(key) ?? 0) + n);
        options.log?.warn("shared rate limit sync failed", { name, error });
      })
      .finally(() => {
        syncing = null;
      });
    return syncing;
  };
  const timer = db ? setInterval(() => void sync(), options.syncMs ?? 1_000) : undefined;
  timer?.unref?.();
  return {
    hit(key, now = Date.now()) {
      roll(now);
      const local = (unsent.get(key) ?? 0) + 1;
      unsent.set(key, local);
      // Totals include this instance's hits already sent; unsent ones are added here.
      const count = (totals.get(key) ?? 0) + local;
      return {
        allowed: count <= limit,
        retryAfterSeconds: Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000)),
      };
    },
    sync,
    stop: () => clearInterval(timer),
  };
}
