import { personalDataSchema } from "../../../shared/schemas/personal-data";
import { erasePersonalData } from "../../services/personal-data/erase";
import { router, scopedProcedure } from "../init";

/**
 * Personal data requests (decision 0018). Erasing is irreversible: a signed-in admin session or a
 * key with the `admin` scope only; a `leads:read` key may export (the admin route) but not erase.
 */
export const personalDataRouter = router({
  erase: scopedProcedure("admin")
    .input(personalDataSchema)
    .mutation(({ ctx, input }) =>
      erasePersonalData(
        { db: ctx.rt.database.db, storage: ctx.rt.storage, log: ctx.log, companyTo: ctx.rt.config.mail.to },
        input.email,
        ctx.user.id,
      ),
    ),
});
