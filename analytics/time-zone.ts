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
    y: Number(p.year),
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
  return Date.UTC(p.y, p.m - 1, p.d, p.h, p.min, p.s) - Math.floor(t / 1000) * 1000;
}

/** The local calendar day (YYYY-MM-DD) of instant t. */
export function dayOf(t: number, timeZone: string): string {
  const p = partsOf(t, timeZone);
  return `${p.y}-${String(p.m).padStart(2, "0")}-${String(p.d).padStart(2, "0")}`;
}

/** The instant a local day (YYYY-MM-DD) starts: its first local midnight (or first moment after it). */
export function dayStart(day: string, timeZone: string): number {
  const wall = Date.parse(`${day}T00:00:00Z`);
  // Two passes: the offset at the first guess may differ from the offset at midnight itself.
  let t = wall - offsetAt(wall, timeZone);
  t = wall - offsetAt(t, timeZone);
  // A zone that skips midnight (rare): the day starts at the first instant that is on it.
  while (dayOf(t, timeZone) !== day) t += 3_600_000;
  return t;
}

/** The day after a YYYY-MM-DD day. */
export const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** The start of every local day that overlaps [from, to). */
export function dayStartsBetween(from: number, to: number, timeZone: string): number[] {
  const starts: number[] = [];
  for (let day = dayOf(from, timeZone); ; day = nextDay(day)) {
    const start = dayStart(day, timeZone);
    if (start >= to) break;
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
