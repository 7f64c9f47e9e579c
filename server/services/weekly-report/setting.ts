import type { WeeklyReportSetting } from "../../../shared/schemas/admin";
import { getReportPreference, setReportPreference } from "../../db/queries/weekly-report";
import type { Runtime } from "../../runtime";

/** An admin's own weekly report setting: the server reads it when it queues the report, so off means no mail. */
export async function weeklyReportSetting(rt: Runtime, userId: string): Promise<WeeklyReportSetting> {
  const pref = await getReportPreference(rt.database.db, userId);
  return { enabled: pref.weeklyReport, locale: pref.locale };
}

export async function setWeeklyReportSetting(
  rt: Runtime,
  userId: string,
  input: WeeklyReportSetting,
): Promise<WeeklyReportSetting> {
  await setReportPreference(rt.database.db, userId, { weeklyReport: input.enabled, locale: input.locale });
  return input;
}
