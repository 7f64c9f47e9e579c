import { dayOf, offsetAt } from "../../../analytics/time-zone";

/** The report goes out at this local hour on Mondays. */
export const SEND_HOUR = 8;
const DAY_MS = 86_400_000;

/** A YYYY-MM-DD day moved by `days` (calendar arithmetic on the date alone, no zone involved). */
export const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Monday of the week `day` is in (ISO weeks: Monday first). */
export function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  return addDays(day, -((weekday + 6) % 7));
}

/** The instant the wall clock shows `hour`:00 on `day` in the zone (not midnight + hours: a clock change may lie between). */
function localHour(day: string, hour: number, timeZone: string): number {
  const wall = Date.parse(`${day}T${String(hour).padStart(2, "0")}:00:00Z`);
  // Two passes, as dayStart: the offset at the first guess may differ from the offset at the hour.
  const t = wall - offsetAt(wall, timeZone);
  return wall - offsetAt(t, timeZone);
}

/** The week a report sent in the week of `now` covers. */
export interface ReportWeek {
  /** Monday of the week reported on (the row key of weekly_reports). */
  from: string;
  /** Its Sunday. */
  to: string;
  /** When it ends: Monday 00:00 local, the day after `to`. */
  endsAt: Date;
  /** When it is due: Monday 08:00 local, the week after `to`. */
  dueAt: Date;
}

/**
 * The report of the current local week covers last week, Monday to Sunday, whole local days (a
 * week with a clock change has 167 or 169 hours); it is due from this Monday 08:00 on. A server
 * that was down then sends it when it comes up in the same week; never a week already past.
 */
export function reportWeekOf(now: Date, timeZone: string): ReportWeek {
  const thisMonday = mondayOf(dayOf(now.getTime(), timeZone));
  return {
    from: addDays(thisMonday, -7),
    to: addDays(thisMonday, -1),
    endsAt: new Date(localHour(thisMonday, 0, timeZone)),
    dueAt: new Date(localHour(thisMonday, SEND_HOUR, timeZone)),
  };
}

/** Whether the report of the week of `now` may be queued (not whether it already was). */
export const isReportDue = (now: Date, timeZone: string) => now >= reportWeekOf(now, timeZone).dueAt;
