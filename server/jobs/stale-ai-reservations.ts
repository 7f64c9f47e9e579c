import type { Database } from "../db/client";
import { releaseStaleReservations } from "../db/queries/ai-usage";
import type { Logger } from "../logger";

/** A reservation is stale this long after the provider's own timeout: its process died mid-call. */
export const STALE_AFTER_TIMEOUT_MS = 60_000;

/**
 * Gives back the day's AI budget held by generations whose process died while the provider was
 * working (kill -9, a crash, a deploy): without this the reservation stayed charged for the day.
 */
export async function releaseStaleAiReservations(
  db: Database,
  providerTimeoutMs: number,
  log: Logger,
  now = Date.now(),
): Promise<number> {
  const released = await releaseStaleReservations(db, new Date(now - providerTimeoutMs - STALE_AFTER_TIMEOUT_MS));
  if (released > 0) log.warn("ai budget reservations of a dead process given back", { count: released });
  return released;
}
