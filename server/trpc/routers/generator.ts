import { type GeneratedDesign, generateSchema, sendInquirySchema } from "../../../shared/schemas/generator";
import { generateDesign } from "../../services/generator/generate-design";
import { sendDesignInquiry } from "../../services/generator/send-inquiry";
import { addressKey, enforceRate, rateRules } from "../../services/rate-limit";
import { publicProcedure, router } from "../init";

/**
 * The AI generator. Input is validated and rate-limited per IP before anything is spent; the
 * services keep the daily budget (generate) and store + mail in one transaction (sendInquiry).
 * The honeypot (`website`) is refused by the schema itself.
 */
export const generatorRouter = router({
  generate: publicProcedure.input(generateSchema).mutation(async ({ ctx, input }): Promise<GeneratedDesign> => {
    await enforceRate(ctx, rateRules.generate);
    return generateDesign(ctx.rt, input.prompt, ctx);
  }),
  sendInquiry: publicProcedure.input(sendInquirySchema).mutation(async ({ ctx, input }) => {
    await enforceRate(ctx, rateRules.inquiry);
    await enforceRate(ctx, rateRules.inquiryAddress, addressKey(input.email));
    return sendDesignInquiry(ctx.rt, input);
  }),
});
