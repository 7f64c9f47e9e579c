import type { Runtime } from "../server/runtime";
import type { Conversions } from "../shared/analytics/conversions";
import type { DashboardInput } from "../shared/schemas/analytics-view";
import { getConversions } from "./queries/getConversions";
import { periodOfInput, type ViewRequest, viewOf } from "./read-dashboard";

/**
 * The Goals tab and the funnels for a view (the dashboard's input: range and filters). Like the
 * dashboard, it shows every event acknowledged before it was asked for: it catches the store up
 * first. The window is [from, to) for every range, as the summary cards' (the denominators).
 */
export async function readConversions(
  rt: Runtime,
  input: DashboardInput,
  { now = new Date(), caller = null, signal }: ViewRequest = {},
): Promise<Conversions> {
  const timeZone = rt.config.analytics.timeZone;
  const period = periodOfInput(input, timeZone, now);
  const filters = input.filters ?? {};
  // Read from the raw rows whatever the view: through the view gate.
  const figures = await rt.analyticsViews.run(
    caller,
    async () => {
      await rt.beacons.catchUp();
      return getConversions(rt.analytics, { period, filters, signal });
    },
    signal,
  );
  return { ...viewOf(input, period, timeZone), ...figures };
}
