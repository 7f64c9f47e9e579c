import {
  leadCountsSchema,
  leadIdSchema,
  leadListSchema,
  leadNoteSchema,
  leadOwnerSchema,
  leadReplySchema,
  leadStatusSchema,
} from "../../../shared/schemas/leads";
import { listAssignableAdmins } from "../../db/queries/leads";
import { leadOrigin } from "../../services/lead-origin";
import {
  addLeadNote,
  getLead,
  leadCounts,
  leadPromise,
  listLeads,
  replyToLead,
  setLeadOwner,
  setLeadStatus,
} from "../../services/leads";
import { router, scopedProcedure } from "../init";

/**
 * The lead inbox (admin.leads.*): a `leads:read` key reads it; changing a lead (status, owner,
 * notes, replies) takes a signed-in admin or an `admin` key.
 */
export const leadsRouter = router({
  list: scopedProcedure("leads:read")
    .input(leadListSchema)
    .query(({ ctx, input }) => listLeads(ctx.rt, input)),
  counts: scopedProcedure("leads:read")
    .input(leadCountsSchema)
    .query(({ ctx, input }) => leadCounts(ctx.rt, input)),
  get: scopedProcedure("leads:read")
    .input(leadIdSchema)
    .query(({ ctx, input }) => getLead(ctx.rt, input.id)),
  /** Where the lead came from (first and last touch), read from the analytics; null = unknown source. */
  source: scopedProcedure("leads:read")
    .input(leadIdSchema)
    .query(({ ctx, input }) => leadOrigin(ctx.rt, input.id)),
  /** Overdue leads now and the median time to a first reply over the last 30 days. */
  promise: scopedProcedure("leads:read").query(({ ctx }) => leadPromise(ctx.rt)),
  owners: scopedProcedure("leads:read").query(({ ctx }) => listAssignableAdmins(ctx.rt.database.db)),
  setStatus: scopedProcedure("admin")
    .input(leadStatusSchema)
    .mutation(({ ctx, input }) => setLeadStatus(ctx.rt, ctx.user.id, input.id, input.status)),
  setOwner: scopedProcedure("admin")
    .input(leadOwnerSchema)
    .mutation(({ ctx, input }) => setLeadOwner(ctx.rt, ctx.user.id, input.id, input.ownerId)),
  addNote: scopedProcedure("admin")
    .input(leadNoteSchema)
    .mutation(({ ctx, input }) => addLeadNote(ctx.rt, ctx.user.id, input.id, input.text)),
  reply: scopedProcedure("admin")
    .input(leadReplySchema)
    .mutation(({ ctx, input }) => replyToLead(ctx.rt, ctx.user, input.id, input.text)),
});
