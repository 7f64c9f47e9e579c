import { router } from "./init";
import { authRouter } from "./routers/auth";
import { systemRouter } from "./routers/system";

export const appRouter = router({
  system: systemRouter,
  auth: authRouter,
});

/** The API's type: browser, tests and scripts all call through a client typed by it. */
export type AppRouter = typeof appRouter;
