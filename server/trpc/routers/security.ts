import { currentSecurityMetrics, refreshSecurityMetrics } from "../../services/security-metrics";
import { router, scopedProcedure } from "../init";

export const securityRouter = router({
  metrics: scopedProcedure("admin").query(({ ctx }) => currentSecurityMetrics(ctx.rt)),
  refresh: scopedProcedure("admin").mutation(({ ctx }) => refreshSecurityMetrics(ctx.rt)),
});
