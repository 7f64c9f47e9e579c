import type { Runtime } from "../server/runtime";
import type { Conversions } from "../shared/analytics/conversions";
import type { DashboardInput } from "../shared/schemas/analytics-view";
import { getConversions } from "./queries/getConversions";
import { periodOfInput, viewOf } from "./read-dashboard";

/**
 * The Goals tab and the funnels for a view (the dashboard's input: range and filters). Like the
 * dashboard, it shows every event acknowledged before it was asked for: it catches the store up
 * first. The window is [from, to) for every range, as the summary cards' (the denominators).
 */
export async function readConversions(rt: Runtime, input: DashboardInput, now = new Date()): Promise<Conversions> {
  const timeZone = rt.config.analytics.timeZone;
  const period = periodOfInput(input, timeZone, now);
  const filters = input.filters ?? {};
  await rt.beacons.catchUp();
  const figures = await getConversions(rt.analytics, { period, filters });
  return { ...viewOf(input, period, timeZone), ...figures };
}
