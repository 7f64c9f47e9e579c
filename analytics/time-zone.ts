/**
 * Calendar days in the company's time zone (ANALYTICS_TIME_ZONE, default Europe/Prague), with the
 * platform's own tz database (Intl): a Prague day starts at 23:00 or 22:00 UTC the day before and
 * lasts 23, 24 or 25 hours.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
function partsOf(t: number, timeZone: string) {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      era: "short",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formatters.set(timeZone, f);
  }
  const p = Object.fromEntries(f.formatToParts(t).map((x) => [x.type, x.value]));
  return {
    // The year before 1 AD is 0 (1 BC), as Date counts them.
    y: p.era === "BC" ? 1 - Number(p.year) : Number(p.year),
    m: Number(p.month),
    d: Number(p.day),
    h: Number(p.hour),
    min: Number(p.minute),
    s: Number(p.second),
  };
}

/** Whether the platform knows this IANA zone. */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** The zone's offset from UTC at instant t, in ms (Prague: +1 h in winter, +2 h in summer). */
export function offsetAt(t: number, timeZone: string): number {
  const p = partsOf(t, timeZone);
  const wall = new Date(Date.UTC(p.y, p.m - 1, p.d, p.h, p.min, p.s));
  // Date.UTC reads the years 0–99 as 1900–1999.
  wall.setUTCFullYear(p.y, p.m - 1, p.d);
  return wall.getTime() - Math.floor(t / 1000) * 1000;
}

/** The local calendar day (YYYY-MM-DD) of instant t. */
export function dayOf(t: number, timeZone: string): string {
  const p = partsOf(t, timeZone);
  // Four-digit years, as the days it is compared with (dayStart): the year 999 is "0999".
  return `${String(p.y).padStart(4, "0")}-${String(p.m).padStart(2, "0")}-${String(p.d).padStart(2, "0")}`;
}

/** No zone has skipped more than a day and a half at once. */
const SKIPPED_HOURS_MAX = 48;

/**
 * The instant a local day (YYYY-MM-DD) starts: its first local midnight (or first moment after it;
 * the first of two where the clock goes back to midnight).
 * A day the zone skipped altogether (Samoa's 2011-12-30) starts, and ends, where the next one starts.
 */
export function dayStart(day: string, timeZone: string): number {
  const wall = Date.parse(`${day}T00:00:00Z`);
  // Two passes: the offset at the first guess may differ from the offset at midnight itself.
  let t = wall - offsetAt(wall, timeZone);
  t = wall - offsetAt(t, timeZone);
  // A zone that skips midnight (rare): the day starts at the first instant that is on it. Days
  // compare as text (four-digit years); the hours tried are bounded, whatever the day and the zone
  // (a day the loop could never reach kept a request's thread busy for hours).
  for (let i = 0; i < SKIPPED_HOURS_MAX && dayOf(t, timeZone) < day; i++) t += 3_600_000;
  // A zone that repeats midnight (Amman fell back from 01:00 to 00:00): the first one.
  for (let i = 0; i < SKIPPED_HOURS_MAX && dayOf(t - 3_600_000, timeZone) === day; i++) t -= 3_600_000;
  return t;
}

/** The day after a YYYY-MM-DD day. */
export const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** The start of every local day that overlaps [from, to). */
export function dayStartsBetween(from: number, to: number, timeZone: string): number[] {
  const starts: number[] = [];
  // As many days as [from, to) can overlap (a day lasts 23 hours or more, but for one skipped
  // altogether), so that no span can keep the loop going: past the year 9999 the days stop
  // advancing ("+010000-01" comes after itself).
  const most = Math.ceil((to - from) / (23 * 3_600_000)) + 3;
  for (let day = dayOf(from, timeZone); starts.length < most; day = nextDay(day)) {
    const start = dayStart(day, timeZone);
    if (!(start < to)) break;
    starts.push(start);
  }
  return starts;
}

/**
 * The zone's offset over [from, to) as steps: [[from, offset], [t1, offset1], ...], each offset
 * holding until the next step. A day at a time, then the hour of the change (changes happen on
 * whole hours in every zone the company would use; a half-hour change is found to the hour).
 */
export function offsetSteps(from: number, to: number, timeZone: string): [number, number][] {
  const steps: [number, number][] = [[from, offsetAt(from, timeZone)]];
  let last = steps[0]?.[1] ?? 0;
  for (let t = from; t < to; t += 86_400_000) {
    const end = Math.min(t + 86_400_000, to);
    if (offsetAt(end, timeZone) === last) continue;
    for (let h = t; h <= end; h += 3_600_000) {
      const o = offsetAt(h, timeZone);
      if (o !== last) {
        steps.push([Math.floor(h / 3_600_000) * 3_600_000, o]);
        last = o;
      }
    }
  }
  return steps;
}
