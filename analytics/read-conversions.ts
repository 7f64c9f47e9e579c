import type { Runtime } from "../server/runtime";
import type { Conversions } from "../shared/analytics/conversions";
import type { DashboardInput } from "../shared/schemas/analytics-view";
import { getConversions } from "./queries/getConversions";
import { periodOfInput, type ViewRequest, viewOf } from "./read-dashboard";
import { sharedKey } from "./shared-views";

/**
 * The Goals tab and the funnels for a view (the dashboard's input: range and filters). Like the
 * dashboard, it shows every event acknowledged before it was asked for: it catches the store up
 * first. The window is [from, to) for every range, as the summary cards' (the denominators).
 */
export async function readConversions(
  rt: Runtime,
  input: DashboardInput,
  { now, caller = null, signal }: ViewRequest = {},
): Promise<Conversions> {
  const timeZone = rt.config.analytics.timeZone;
  const filters = input.filters ?? {};
  // Read from the raw rows whatever the view: through the view gate, shared with identical views
  // not started yet (so the window is taken when the read starts).
  return rt.analyticsViews.run(
    caller,
    async (stop) => {
      const period = periodOfInput(input, timeZone, now ?? new Date());
      await rt.beacons.catchUp();
      const figures = await getConversions(rt.analytics, { period, filters, signal: stop });
      return { ...viewOf(input, period, timeZone), ...figures };
    },
    signal,
    sharedKey("conversions", input, now),
  );
}
