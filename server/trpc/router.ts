import { router } from "./init";
import { adminRouter } from "./routers/admin";
import { analyticsRouter } from "./routers/analytics";
import { authRouter } from "./routers/auth";
import { contactRouter, waitlistRouter } from "./routers/contact";
import { generatorRouter } from "./routers/generator";
import { securityRouter } from "./routers/security";
import { systemRouter } from "./routers/system";

export const appRouter = router({
  system: systemRouter,
  auth: authRouter,
  contact: contactRouter,
  waitlist: waitlistRouter,
  generator: generatorRouter,
  admin: adminRouter,
  security: securityRouter,
  analytics: analyticsRouter,
});

/** The API's type: browser, tests and scripts all call through a client typed by it. */
export type AppRouter = typeof appRouter;
