import { createHash, randomBytes } from "node:crypto";
import type { Locale } from "../../shared/i18n/locales";

import { localePrefix } from "../../shared/i18n/locales";
import { acceptInvitation, insertInvitation, revokeInvitation } from "../db/queries/admin-invites";
import { enqueueMails } from "../db/queries/outbox";
import { recordSecurityEvent } from "../db/queries/users";
import { adminInviteMail } from "../mail/templates/admin-invite";
import type { Runtime } from "../runtime";
import { forbidden, notFound } from "./errors";
import { addressKey, enforceRate, rateRules } from "./rate-limit";

/** How long an invitation's link works. */
export const INVITE_VALID_MS = 7 * 24 * 60 * 60 * 1000;
export const INVITE_INVALID_MESSAGE =
  "This invitation is not valid for this account: it may have been used, revoked or expired, or it was sent to another e-mail address.";

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

interface Caller {
  rt: Runtime;
  ip: string;
  user: { id: string; email: string };
}

/**
 * An admin invites another admin by e-mail: a random token (only its hash is stored), valid 7 days,
 * once; the mail goes through the outbox in the admin's page language. Limited to 20 a day per
 * admin and 3 an hour per address (like every mail to a typed address).
 */
export async function inviteAdmin(ctx: Caller, input: { email: string; locale: Locale }): Promise<{ id: string }> {
  const db = ctx.rt.database.db;
  await enforceRate({ ...ctx, rt: ctx.rt }, rateRules.adminInvite, ctx.user.id);
  await enforceRate({ ...ctx, rt: ctx.rt }, rateRules.authMailAddress, addressKey(input.email));
  const token = randomBytes(32).toString("base64url");
  const url = `${ctx.rt.origin}${localePrefix(input.locale)}/auth?invite=${token}`;
  const mail = await adminInviteMail(input.email, ctx.user.email, url, input.locale);
  const invitation = await db.transaction(async (tx) => {
    const row = await insertInvitation(tx, {
      email: input.email,
      tokenHash: hashToken(token),
      invitedBy: ctx.user.id,
      expiresAt: new Date(Date.now() + INVITE_VALID_MS),
    });
    await enqueueMails(tx, [mail]);
    return row;
  });
  ctx.rt.outbox.kick();
  await recordSecurityEvent(db, "admin_invited", { by: ctx.user.id, invitation: invitation.id }, ctx.ip);
  return { id: invitation.id };
}

export async function revokeAdminInvite(ctx: Caller, id: string): Promise<void> {
  const revoked = await revokeInvitation(ctx.rt.database.db, id);
  if (!revoked) throw notFound("No open invitation with this id");
  await recordSecurityEvent(ctx.rt.database.db, "admin_invite_revoked", { by: ctx.user.id, invitation: id }, ctx.ip);
}

/** The signed-in account accepts an invitation sent to its own address: it becomes admin. */
export async function acceptAdminInvite(ctx: Caller, token: string): Promise<{ isAdmin: true }> {
  const accepted = await acceptInvitation(ctx.rt.database.db, hashToken(token), ctx.user);
  if (!accepted) {
    await recordSecurityEvent(ctx.rt.database.db, "admin_invite_refused", { userId: ctx.user.id }, ctx.ip);
    throw forbidden(INVITE_INVALID_MESSAGE);
  }
  await recordSecurityEvent(ctx.rt.database.db, "admin_invite_accepted", { userId: ctx.user.id }, ctx.ip);
  return { isAdmin: true };
}
