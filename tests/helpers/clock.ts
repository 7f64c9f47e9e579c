import { dayOf, dayStart, nextDay } from "../../analytics/time-zone";

/**
 * Waits while the clock is within `marginMs` of a midnight in any of `timeZones`. Tests that send
 * beacons a minute back and then read "today" (or this week) in the company's time zone would
 * otherwise fail when run just after midnight (the beacons fall on yesterday) or just before it (the
 * read falls on tomorrow). Tests that count visitors also need "UTC": the visitor salt changes at
 * UTC midnight (server/services/visitor-hash.ts), so one person's views on both sides of it are two
 * visitors (a CI run at 00:00:57 UTC counted 4 visitors for 3). Waits at most a few minutes; call it
 * at the top of the test file (no hook timeout applies).
 */
export async function awayFromMidnight(...timeZones: string[]): Promise<void> {
  const wait = waitAwayFromMidnights(Date.now(), timeZones, MARGIN_MS);
  if (wait > 0) await Bun.sleep(wait);
}

const MARGIN_MS = 2 * 60_000;

/** How long to wait at `now` until it is at least `marginMs` from any midnight in `timeZone`. */
export function waitAwayFromMidnight(now: number, timeZone: string, marginMs: number): number {
  const today = dayOf(now, timeZone);
  const sinceStart = now - dayStart(today, timeZone);
  const untilEnd = dayStart(nextDay(today), timeZone) - now;
  if (sinceStart < marginMs) return marginMs - sinceStart;
  if (untilEnd < marginMs) return untilEnd + marginMs;
  return 0;
}

/** The same for several zones at once: waiting out one midnight must not land next to another. */
export function waitAwayFromMidnights(now: number, timeZones: string[], marginMs: number): number {
  let waited = 0;
  for (let round = 0; round <= timeZones.length; round++) {
    const wait = Math.max(0, ...timeZones.map((tz) => waitAwayFromMidnight(now + waited, tz, marginMs)));
    if (wait === 0) return waited;
    waited += wait;
  }
  return waited;
}
