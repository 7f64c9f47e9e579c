import { checkHealth } from "../../services/health";
import { publicProcedure, router } from "../init";

export const systemRouter = router({
  /** The same report as GET /healthz, for typed clients. */
  health: publicProcedure.query(({ ctx }) => checkHealth(ctx.rt)),
});
