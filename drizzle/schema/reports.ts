import { boolean, date, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./auth";

/**
 * One row per week whose report was queued (decision 0022). Inserted in the transaction that
 * queues the mails, ON CONFLICT DO NOTHING: of any number of instances, only the one whose insert
 * lands queues, so a week is never reported twice.
 */
export const weeklyReports = pgTable("weekly_reports", {
  /** The Monday (company time zone) of the week reported on. */
  weekStart: date("week_start", { mode: "string" }).primaryKey(),
  queuedAt: timestamp("queued_at", { withTimezone: true }).notNull().defaultNow(),
  /** How many admins it was queued for. */
  recipients: integer("recipients").notNull(),
});

/**
 * An admin's own settings for mail the site sends them. No row: the defaults (the weekly report
 * on, in English). Kept beside better-auth's `user`, not in it, so its adapter never sees them.
 */
export const adminPreferences = pgTable("admin_preferences", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  weeklyReport: boolean("weekly_report").notNull().default(true),
  /** The language of the admin's mail: the language of the page the setting was last saved on. */
  locale: text("locale", { enum: ["en", "cs"] })
    .notNull()
    .default("en"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
