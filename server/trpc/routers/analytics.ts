import { z } from "zod";
import { RANGES } from "../../../analytics/definitions";
import { readDashboard } from "../../services/analytics-dashboard";
import { adminProcedure, router } from "../init";

const rangeSchema = z.object({
  range: z.enum(Object.keys(RANGES) as [keyof typeof RANGES, ...(keyof typeof RANGES)[]]),
});

export const analyticsRouter = router({
  // Everything acknowledged is durable already; the read catches up first, so it shows it here
  // (in-flight batches, and with several instances, what the others received).
  dashboard: adminProcedure.input(rangeSchema).query(({ ctx, input }) => readDashboard(ctx.rt, input.range)),
});
