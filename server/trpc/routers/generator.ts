import { TRPCError } from "@trpc/server";
import { type GeneratedDesign, generateSchema, sendInquirySchema } from "../../../shared/schemas/generator";
import { publicProcedure, router } from "../init";

// Contract only: the generator service fills these in (issue 7).
export const generatorRouter = router({
  generate: publicProcedure.input(generateSchema).mutation(async (): Promise<GeneratedDesign> => {
    throw new TRPCError({ code: "NOT_IMPLEMENTED", message: "Not built yet" });
  }),
  sendInquiry: publicProcedure.input(sendInquirySchema).mutation(async (): Promise<{ id: string }> => {
    throw new TRPCError({ code: "NOT_IMPLEMENTED", message: "Not built yet" });
  }),
});
