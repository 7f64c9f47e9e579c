import { keyedNextRunSharer } from "../server/lib/next-run";
import type { Runtime } from "../server/runtime";
import type { Dashboard } from "../shared/analytics/dashboard";
import { type Period, periodOf, type RangeKey } from "../shared/analytics/definitions";
import type { DashboardInput } from "../shared/schemas/analytics-view";
import { getDashboard, getDashboardBetween, getDashboardSince } from "./dashboard";
import { getExploredDashboard } from "./explore/dashboard";
import { sharedKey } from "./shared-views";
import { dayStart, nextDay } from "./time-zone";
import { HOUR_MS } from "./windows";

/**
 * The dashboard shows every event acknowledged before it was asked for: it catches the store up,
 * then reads. A rolling range without filters comes from the rollups; admins (and scripts) asking
 * for the same one at the same time share one catch-up and one read (server/lib/next-run.ts)
 * instead of queueing one each behind the store's read connections: under load, that queue was the
 * whole tail of `bench:load`. A custom range without filters comes from the rollups too (to today:
 * runsToNow; ended: endedBefore); a filter, or a range within a minute of its end, is read from the
 * raw rows (analytics/explore), in the company's time zone.
 */
const readers = new WeakMap<Runtime, (range: RangeKey) => Promise<Dashboard>>();

/** A custom range's window: from the start of its first local day to the start of the day after its last. */
export function customPeriod(from: string, to: string, timeZone: string): Period {
  const a = dayStart(from, timeZone);
  const b = dayStart(nextDay(to), timeZone);
  return { from: new Date(a), to: new Date(b), previousFrom: new Date(a - (b - a)) };
}

/** The window a view covers: a custom range's whole local days, or the rolling range up to `now`. */
export function periodOfInput(input: DashboardInput, timeZone: string, now = new Date()): Period {
  return input.range === "custom" && input.from && input.to
    ? customPeriod(input.from, input.to, timeZone)
    : periodOf(input.range === "custom" ? "7d" : input.range, now);
}

/** The view an answer is for, as each analytics answer repeats it: range, window (ISO), zone, filters. */
export const viewOf = (input: DashboardInput, period: Period, timeZone: string) => ({
  range: input.range,
  from: period.from.toISOString(),
  to: period.to.toISOString(),
  timeZone,
  filters: input.filters ?? {},
});

/**
 * Rows are stamped with the receiving instance's clock (a replica's may be a little behind the
 * origin's): a range that ends less than this after now is read raw, so a row stamped just past
 * midnight by a clock ahead of this one is never counted in a day it is not in.
 */
const CLOCK_MARGIN_MS = 60_000;

/**
 * A custom range without filters whose last day is today: everything since its start, which the
 * rollups answer as they do a rolling range (a month so far at 10M page views: ~0.1 s instead of
 * seconds from the raw rows). Ranges that ended earlier: endedBefore; filters read the raw rows.
 */
export function runsToNow(input: DashboardInput, period: Period, now: Date): boolean {
  return (
    input.range === "custom" &&
    Object.keys(input.filters ?? {}).length === 0 &&
    period.from.getTime() <= now.getTime() &&
    period.to.getTime() - now.getTime() > CLOCK_MARGIN_MS
  );
}

/**
 * A custom range without filters that ended (a minute ago or more): the rollups answer its window
 * with its end (getDashboardBetween), when both ends are whole UTC hours (local midnights are, in
 * every zone that moves by whole hours).
 */
export function endedBefore(input: DashboardInput, period: Period, now: Date): boolean {
  const [from, to] = [period.from.getTime(), period.to.getTime()];
  return (
    input.range === "custom" &&
    Object.keys(input.filters ?? {}).length === 0 &&
    to + CLOCK_MARGIN_MS <= now.getTime() &&
    from % HOUR_MS === 0 &&
    to % HOUR_MS === 0
  );
}

/**
 * Who asks for an analytics view, and when. `caller` (the account's id) is what the view gate
 * counts views per (analytics/view-gate.ts); the server's own reads (the weekly report) have none.
 * `signal` (the request's) aborts when the caller goes away: a view read from the raw rows then
 * leaves the gate's line, or stops after its current query.
 */
export interface ViewRequest {
  /** The moment the view is for; by default, when its read starts. */
  now?: Date;
  caller?: string | null;
  signal?: AbortSignal;
}

export async function readDashboard(
  rt: Runtime,
  input: DashboardInput,
  { now, caller = null, signal }: ViewRequest = {},
): Promise<Dashboard> {
  const filters = input.filters ?? {};
  if (input.range !== "custom" && Object.keys(filters).length === 0) {
    let read = readers.get(rt);
    if (!read) {
      read = keyedNextRunSharer(async (key: RangeKey) => {
        await rt.beacons.catchUp();
        return getDashboard(rt.analytics, key);
      });
      readers.set(rt, read);
    }
    return read(input.range);
  }
  const timeZone = rt.config.analytics.timeZone;
  const asked = now ?? new Date();
  const period = periodOfInput(input, timeZone, asked);
  const fromRollups = runsToNow(input, period, asked)
    ? getDashboardSince
    : endedBefore(input, period, asked)
      ? getDashboardBetween
      : null;
  if (fromRollups) {
    await rt.beacons.catchUp();
    return fromRollups(rt.analytics, "custom", period, asked);
  }
  // From the raw rows: through the view gate, shared with identical views not started yet (so the
  // window is taken again when the read starts).
  return rt.analyticsViews.run(
    caller,
    async (stop) => {
      const at = now ?? new Date();
      await rt.beacons.catchUp();
      return getExploredDashboard(
        rt.analytics,
        {
          range: input.range,
          period: periodOfInput(input, timeZone, at),
          filters,
          timeZone,
          rolling: input.range !== "custom",
          signal: stop,
        },
        at,
      );
    },
    signal,
    sharedKey("dashboard", input, now),
  );
}
