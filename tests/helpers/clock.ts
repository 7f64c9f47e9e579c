import { dayOf, dayStart, nextDay } from "../../analytics/time-zone";

/**
 * Waits while the clock is within `marginMs` of a midnight in `timeZone`. Tests that send beacons a
 * minute back and then read "today" (or this week) in the company's time zone would otherwise fail
 * when run just after midnight (the beacons fall on yesterday) or just before it (the read falls on
 * tomorrow). Waits at most twice the margin; call it at the top of the test file (no hook timeout applies).
 */
export async function awayFromMidnight(timeZone: string, marginMs = 2 * 60_000): Promise<void> {
  const wait = waitAwayFromMidnight(Date.now(), timeZone, marginMs);
  if (wait > 0) await Bun.sleep(wait);
}

/** How long to wait at `now` until it is at least `marginMs` from any midnight in `timeZone`. */
export function waitAwayFromMidnight(now: number, timeZone: string, marginMs: number): number {
  const today = dayOf(now, timeZone);
  const sinceStart = now - dayStart(today, timeZone);
  const untilEnd = dayStart(nextDay(today), timeZone) - now;
  if (sinceStart < marginMs) return marginMs - sinceStart;
  if (untilEnd < marginMs) return untilEnd + marginMs;
  return 0;
}
