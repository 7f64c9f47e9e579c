import { isRateLimitedSchema } from "../../../shared/schemas/admin";
import { isLoginLimited } from "../../services/login-limiter";
import { publicProcedure, router } from "../init";

export const authRouter = router({
  /** The signed-in user and whether they are an admin, or null when signed out. */
  me: publicProcedure.query(({ ctx }) =>
    ctx.user
      ? { user: { id: ctx.user.id, email: ctx.user.email, name: ctx.user.name }, isAdmin: ctx.user.isAdmin }
      : null,
  ),
  /** Lets the sign-in form warn early; sign-in itself enforces the same limit on the server. */
  isRateLimited: publicProcedure
    .input(isRateLimitedSchema)
    .query(({ ctx, input }) => isLoginLimited(ctx.rt.database.db, input.email, ctx.ip)),
});
