import { TRPCError } from "@trpc/server";
import { contactSubmitSchema, waitlistJoinSchema } from "../../../shared/schemas/contact";
import { submitContact } from "../../services/contact";
import { enforceRate, rateRules } from "../../services/rate-limit";
import { joinWaitlist } from "../../services/waitlist";
import { publicProcedure, router } from "../init";

/** Bots fill in the hidden "website" field; people never see it. */
function refuseBots(website: string | undefined) {
  if (website) throw new TRPCError({ code: "BAD_REQUEST", message: "Refused" });
}

export const contactRouter = router({
  submit: publicProcedure.input(contactSubmitSchema).mutation(async ({ ctx, input }) => {
    refuseBots(input.website);
    await enforceRate(ctx, rateRules.contact);
    return submitContact(ctx.rt, input);
  }),
});

export const waitlistRouter = router({
  join: publicProcedure.input(waitlistJoinSchema).mutation(async ({ ctx, input }) => {
    refuseBots(input.website);
    await enforceRate(ctx, rateRules.waitlist);
    return joinWaitlist(ctx.rt.database.db, input.email, input.locale);
  }),
});
