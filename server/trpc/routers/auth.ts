import { isRateLimitedSchema } from "../../../shared/schemas/admin";
import { knownDevice } from "../../auth/device-cookie";
import { isLoginLimited, normaliseLoginEmail } from "../../services/login-limiter";
import { publicProcedure, router } from "../init";

export const authRouter = router({
  /** The signed-in user and whether they are an admin, or null when signed out. */
  me: publicProcedure.query(({ ctx }) =>
    ctx.user
      ? { user: { id: ctx.user.id, email: ctx.user.email, name: ctx.user.name }, isAdmin: ctx.user.isAdmin }
      : null,
  ),
  /** Lets the sign-in form warn early; sign-in itself enforces the same limit on the server (a known device included). */
  isRateLimited: publicProcedure.input(isRateLimitedSchema).query(({ ctx, input }) => {
    const email = normaliseLoginEmail(input.email);
    const deviceId = knownDevice(ctx.headers.get("cookie"), email, ctx.rt.auth.options.secret as string);
    return isLoginLimited(ctx.rt.database.db, { email, ip: ctx.ip, deviceId });
  }),
});
