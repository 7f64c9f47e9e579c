import { and, asc, eq, lt, sql } from "drizzle-orm";
import { adminPreferences, user, weeklyReports } from "../../../drizzle/schema";
import type { Locale } from "../../../shared/i18n/locales";
import type { Database } from "../client";
import { enqueueMails, type NewMail } from "./outbox";

export interface ReportRecipient {
  id: string;
  name: string;
  email: string;
  locale: Locale;
}

/**
 * Admins who get the report of a week that ended at `weekEnd`: every admin without a preference
 * row, or with the report on, whose account existed before the week ended (a new site's first
 * admin would otherwise get, at once, a report of zeros for the week before it went live).
 */
export async function reportRecipients(db: Database, weekEnd: Date): Promise<ReportRecipient[]> {
  const rows = await db
    .select({ id: user.id, name: user.name, email: user.email, locale: adminPreferences.locale })
    .from(user)
    .leftJoin(adminPreferences, eq(adminPreferences.userId, user.id))
    .where(
      and(eq(user.isAdmin, true), sql`coalesce(${adminPreferences.weeklyReport}, true)`, lt(user.createdAt, weekEnd)),
    )
    .orderBy(asc(user.email));
  return rows.map((r) => ({ ...r, locale: r.locale ?? "en" }));
}

export async function isWeekQueued(db: Database, weekStart: string): Promise<boolean> {
  const [row] = await db
    .select({ weekStart: weeklyReports.weekStart })
    .from(weeklyReports)
    .where(eq(weeklyReports.weekStart, weekStart));
  return Boolean(row);
}

/**
 * Claims the week and queues its mails in one transaction. The primary key decides between
 * instances: an insert that conflicts returns no row (ON CONFLICT DO NOTHING waits for the other
 * transaction, then skips), and then nothing is queued. True when this call queued the report.
 */
export async function claimWeekAndQueue(db: Database, weekStart: string, mails: NewMail[]): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(weeklyReports)
      .values({ weekStart, recipients: mails.length })
      .onConflictDoNothing()
      .returning({ weekStart: weeklyReports.weekStart });
    if (!claimed.length) return false;
    await enqueueMails(tx, mails);
    return true;
  });
}

export interface WeeklyReportPreference {
  weeklyReport: boolean;
  locale: Locale;
}

export async function getReportPreference(db: Database, userId: string): Promise<WeeklyReportPreference> {
  const [row] = await db
    .select({ weeklyReport: adminPreferences.weeklyReport, locale: adminPreferences.locale })
    .from(adminPreferences)
    .where(eq(adminPreferences.userId, userId));
  return row ?? { weeklyReport: true, locale: "en" };
}

export async function setReportPreference(db: Database, userId: string, pref: WeeklyReportPreference): Promise<void> {
  await db
    .insert(adminPreferences)
    .values({ userId, ...pref })
    .onConflictDoUpdate({ target: adminPreferences.userId, set: { ...pref, updatedAt: new Date() } });
}
