import { TRPCError } from "@trpc/server";
import {
  acceptInviteSchema,
  adminInviteRevokeSchema,
  adminInviteSchema,
  adminListSchema,
  apiKeyCreateSchema,
  apiKeyRevokeSchema,
  weeklyReportSettingSchema,
} from "../../../shared/schemas/admin";
import { listAdmins, listOpenInvitations } from "../../db/queries/admin-invites";
import { pageInquiries, pageSubmissions, pageWaitlist } from "../../db/queries/admin-lists";
import { recordSecurityEvent } from "../../db/queries/users";
import { acceptAdminInvite, inviteAdmin, revokeAdminInvite } from "../../services/admin-invites";
import { claimFirstAdmin } from "../../services/admin-setup";
import { createApiKey, listApiKeys, revokeApiKey } from "../../services/api-keys";
import { aiBudgetToday } from "../../services/generator/budget";
import { setWeeklyReportSetting, weeklyReportSetting } from "../../services/weekly-report/setting";
import { router, scopedProcedure, sessionAdminProcedure, sessionProcedure } from "../init";
import { leadsRouter } from "./leads";
import { personalDataRouter } from "./personal-data";

export const adminRouter = router({
  /** First-admin setup: the caller's own account (from the session) becomes admin while there is none. */
  setup: sessionProcedure.mutation(async ({ ctx }) => {
    const result = await claimFirstAdmin(ctx.rt.database.db, ctx.user.id, ctx.ip);
    await recordSecurityEvent(ctx.rt.database.db, "admin_granted", { userId: ctx.user.id, via: "setup" }, ctx.ip);
    return result;
  }),
  /** The lead inbox: enquiries, contact messages and design inquiries, worked on by the team. */
  leads: leadsRouter,
  submissions: router({
    list: scopedProcedure("leads:read")
      .input(adminListSchema)
      .query(({ ctx, input }) => pageSubmissions(ctx.rt.database.db, input)),
  }),
  waitlist: router({
    list: scopedProcedure("leads:read")
      .input(adminListSchema)
      .query(({ ctx, input }) => pageWaitlist(ctx.rt.database.db, input)),
  }),
  inquiries: router({
    list: scopedProcedure("leads:read")
      .input(adminListSchema)
      .query(({ ctx, input }) => pageInquiries(ctx.rt.database.db, input)),
  }),
  /** The AI generator's global daily budget: today's count and estimated spend against the limits. */
  aiBudget: scopedProcedure("admin").query(({ ctx }) => aiBudgetToday(ctx.rt)),
  /** Keys are managed from a signed-in admin session only, never with a key. */
  apiKeys: router({
    list: sessionAdminProcedure.query(({ ctx }) => listApiKeys(ctx.rt.database.db)),
    create: sessionAdminProcedure
      .input(apiKeyCreateSchema)
      .mutation(({ ctx, input }) => createApiKey(ctx.rt.database.db, ctx.user.id, input)),
    revoke: sessionAdminProcedure.input(apiKeyRevokeSchema).mutation(async ({ ctx, input }) => {
      if (!(await revokeApiKey(ctx.rt.database.db, input.id))) {
        throw new TRPCError({ code: "NOT_FOUND", message: "No active key with that id" });
      }
      return { revoked: true };
    }),
  }),
  /** Admins invite admins by e-mail, from a signed-in session only (decision 0013: keys never manage accounts). */
  invites: router({
    list: sessionAdminProcedure.query(async ({ ctx }) => ({
      admins: await listAdmins(ctx.rt.database.db),
      invitations: await listOpenInvitations(ctx.rt.database.db),
    })),
    create: sessionAdminProcedure.input(adminInviteSchema).mutation(({ ctx, input }) => inviteAdmin(ctx, input)),
    revoke: sessionAdminProcedure.input(adminInviteRevokeSchema).mutation(async ({ ctx, input }) => {
      await revokeAdminInvite(ctx, input.id);
      return { revoked: true };
    }),
  }),
  /** The caller's own weekly report (decision 0022): a person's setting, so from their session only. */
  weeklyReport: router({
    get: sessionAdminProcedure.query(({ ctx }) => weeklyReportSetting(ctx.rt, ctx.user.id)),
    set: sessionAdminProcedure
      .input(weeklyReportSettingSchema)
      .mutation(({ ctx, input }) => setWeeklyReportSetting(ctx.rt, ctx.user.id, input)),
  }),
  /** Export is an admin route (a zip download); erasure is here. */
  personalData: personalDataRouter,
  /** The invited account, signed in with the invited address, accepts: it becomes admin. */
  acceptInvite: sessionProcedure
    .input(acceptInviteSchema)
    .mutation(({ ctx, input }) => acceptAdminInvite(ctx, input.token)),
});
