import { publicProcedure, router } from "../init";

export const authRouter = router({
  /** The signed-in user and whether they are an admin, or null when signed out. */
  me: publicProcedure.query(({ ctx }) =>
    ctx.user
      ? { user: { id: ctx.user.id, email: ctx.user.email, name: ctx.user.name }, isAdmin: ctx.user.isAdmin }
      : null,
  ),
});
