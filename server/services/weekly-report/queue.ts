import { claimWeekAndQueue, isWeekQueued, reportRecipients } from "../../db/queries/weekly-report";
import { weeklyReportMail } from "../../mail/templates/weekly-report";
import type { Runtime } from "../../runtime";
import { weeklyFigures } from "./figures";
import { reportWeekOf } from "./week";

export type ReportOutcome =
  /** Before this Monday 08:00 local. */
  | { status: "not_due" }
  /** This week's report was queued already (by this instance or another). */
  | { status: "already_queued"; week: string }
  /**
   * Every admin has switched it off, or joined after the week ended (or there is none): nothing
   * claimed, checked again later.
   */
  | { status: "no_recipients"; week: string }
  | { status: "queued"; week: string; mails: number };

/**
 * Queues the report of the week of `now` if it is due and no instance has queued it: one mail per
 * admin who has it on, in their language, all in the transaction that claims the week
 * (decision 0022). Safe to call from every instance at once and as often as wanted.
 */
export async function queueWeeklyReport(rt: Runtime, now: Date): Promise<ReportOutcome> {
  const db = rt.database.db;
  const week = reportWeekOf(now, rt.config.analytics.timeZone);
  if (now < week.dueAt) return { status: "not_due" };
  // Cheap checks first: the figures read the analytics, which is the expensive part.
  if (await isWeekQueued(db, week.from)) return { status: "already_queued", week: week.from };
  const recipients = await reportRecipients(db, week.endsAt);
  if (!recipients.length) return { status: "no_recipients", week: week.from };
  const figures = await weeklyFigures(rt, week, now);
  const mails = await Promise.all(recipients.map((r) => weeklyReportMail(r.email, r.locale, figures, rt.origin)));
  // Two instances may both get here; the week's primary key lets exactly one of them queue.
  if (!(await claimWeekAndQueue(db, week.from, mails))) return { status: "already_queued", week: week.from };
  rt.outbox.kick();
  return { status: "queued", week: week.from, mails: mails.length };
}
