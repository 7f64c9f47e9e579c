import { readConversions } from "../../../analytics/read-conversions";
import { readDashboard } from "../../../analytics/read-dashboard";
import { dashboardInputSchema } from "../../../shared/schemas/analytics-view";
import { readLeadSources } from "../../services/lead-sources";
import { router, scopedProcedure } from "../init";

// The views read from the raw rows are bounded per account and per instance (analytics/view-gate.ts);
// `signal` aborts when the caller goes away, and a view nobody waits for any more leaves the line.
export const analyticsRouter = router({
  // Everything acknowledged is durable already; the read catches up first, so it shows it here
  // (in-flight batches, and with several instances, what the others received).
  dashboard: scopedProcedure("analytics:read")
    .input(dashboardInputSchema)
    .query(({ ctx, input, signal }) => readDashboard(ctx.rt, input, { caller: ctx.user.id, signal })),
  // Goals and funnels (shared/analytics/conversions.ts) for the same view as the dashboard's.
  conversions: scopedProcedure("analytics:read")
    .input(dashboardInputSchema)
    .query(({ ctx, input, signal }) => readConversions(ctx.rt, input, { caller: ctx.user.id, signal })),
  /** Leads and won leads by the last touch's channel, campaign and landing page (counts only, decision 0020). */
  leadSources: scopedProcedure("analytics:read")
    .input(dashboardInputSchema)
    .query(({ ctx, input, signal }) => readLeadSources(ctx.rt, input, { caller: ctx.user.id, signal })),
});
