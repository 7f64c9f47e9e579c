import { contactSubmitSchema, waitlistJoinSchema } from "../../../shared/schemas/contact";
import { submitContact } from "../../services/contact";
import { addressKey, enforceRate, rateRules } from "../../services/rate-limit";
import { joinWaitlist } from "../../services/waitlist";
import { publicProcedure, router } from "../init";

export const contactRouter = router({
  submit: publicProcedure.input(contactSubmitSchema).mutation(async ({ ctx, input }) => {
    await enforceRate(ctx, rateRules.contact);
    await enforceRate(ctx, rateRules.contactAddress, addressKey(input.email));
    return submitContact(ctx.rt, input);
  }),
});

export const waitlistRouter = router({
  join: publicProcedure.input(waitlistJoinSchema).mutation(async ({ ctx, input }) => {
    await enforceRate(ctx, rateRules.waitlist);
    return joinWaitlist(ctx.rt, input.email, input.locale, input.analyticsSession);
  }),
});
