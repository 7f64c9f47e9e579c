import { currentSecurityMetrics, refreshSecurityMetrics } from "../../services/security-metrics";
import { adminProcedure, router } from "../init";

export const securityRouter = router({
  metrics: adminProcedure.query(({ ctx }) => currentSecurityMetrics(ctx.rt)),
  refresh: adminProcedure.mutation(({ ctx }) => refreshSecurityMetrics(ctx.rt)),
});
