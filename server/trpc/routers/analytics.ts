import { z } from "zod";
import { getDashboard } from "../../../analytics/dashboard";
import { RANGES } from "../../../analytics/definitions";
import { adminProcedure, router } from "../init";

const rangeSchema = z.object({
  range: z.enum(Object.keys(RANGES) as [keyof typeof RANGES, ...(keyof typeof RANGES)[]]),
});

export const analyticsRouter = router({
  dashboard: adminProcedure.input(rangeSchema).query(async ({ ctx, input }) => {
    // Everything acknowledged is durable already; catching up shows it here (in-flight batches, and
    // with several instances, what the others received).
    await ctx.rt.beacons.catchUp();
    return getDashboard(ctx.rt.analytics, input.range);
  }),
});
