import { createHash, randomBytes } from "node:crypto";
import type { Database } from "../db/client";
import { deleteSaltsBefore, saltsOf } from "../db/queries/analytics-salts";
import type { Logger } from "../logger";

/**
 * Unique visitors without cookies, as Plausible counts them: a visitor id is a hash of the salt of
 * the view's UTC day, the client's address and its user agent. The salt changes every day and is
 * kept in the app database (shared by every instance), never beside the analytics data, and
 * deleted after two days: an id cannot be linked to an address, nor across days. The address
 * itself is never stored.
 */
export interface VisitorHasher {
  /** The sender's visitor id for today and yesterday (UTC; views are clamped to the last day). */
  visitorsOf(ip: string, userAgent: string, now?: number): Promise<Record<string, string> | undefined>;
}

const dayOf = (t: number) => new Date(t).toISOString().slice(0, 10);

/** 64 bits of SHA-256 over salt, address and agent, as decimal text (DuckDB's UBIGINT). */
export function visitorId(salt: string, ip: string, userAgent: string): string {
  const digest = createHash("sha256").update(`${salt}\u0000${ip}\u0000${userAgent}`).digest();
  return digest.readBigUInt64BE(0).toString();
}

export function createVisitorHasher(db: Database, log: Logger): VisitorHasher {
  const salts = new Map<string, string>();
  let loading: Promise<void> | null = null;
  // After a failure, beacons do not wait on the database again for a while (it may be down: views
  // must keep being stored, only without visitors).
  let retryAt = 0;
  const RETRY_MS = 30_000;
  const WAIT_MS = 2_000;

  async function load(days: string[]): Promise<void> {
    const found = await saltsOf(db, days, () => randomBytes(32).toString("base64url"));
    for (const [day, salt] of found) salts.set(day, salt);
    // Keep today's and yesterday's only, here and in the database.
    const oldest = days[days.length - 1] as string;
    for (const day of salts.keys()) if (day < oldest) salts.delete(day);
    await deleteSaltsBefore(db, oldest);
  }

  return {
    async visitorsOf(ip, userAgent, now = Date.now()) {
      const days = [dayOf(now), dayOf(now - 86_400_000)];
      if (days.some((d) => !salts.has(d))) {
        if (now < retryAt) return undefined;
        // One load for everyone asking at once, waited for at most WAIT_MS.
        loading ??= load(days).finally(() => {
          loading = null;
        });
        try {
          await Promise.race([
            loading,
            new Promise((_, reject) => setTimeout(() => reject(new Error("timed out")), WAIT_MS).unref?.()),
          ]);
        } catch (error) {
          // The views are still stored, without a visitor: counted as views and sessions, not visitors.
          retryAt = now + RETRY_MS;
          log.warn("visitor salts unavailable", { error: error instanceof Error ? error.message : String(error) });
          return undefined;
        }
      }
      const out: Record<string, string> = {};
      for (const day of days) {
        const salt = salts.get(day);
        if (salt) out[day] = visitorId(salt, ip, userAgent);
      }
      return out;
    },
  };
}
