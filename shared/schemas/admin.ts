import { z } from "zod";
import { API_KEY_MAX_LIFETIME_MS, API_KEY_SCOPES, DEFAULT_API_KEY_SCOPES } from "../api-key-scopes";
import { emailField, localeField } from "./contact";

/** Paging and search for the admin lists (submissions, waitlist, design inquiries). */
export const adminListSchema = z.strictObject({
  cursor: z.string().max(200).nullish(),
  limit: z.number().int().min(1).max(100).default(20),
  search: z.string().trim().max(200).optional(),
  /**
   * Sent by tRPC's infinite queries (the inbox and the waitlist page on), beside the cursor. Known so
   * the strict object takes it; the lists only page forward, so it changes nothing.
   */
  direction: z.enum(["forward", "backward"]).optional(),
});
export type AdminListInput = z.input<typeof adminListSchema>;

export const apiKeyCreateSchema = z.strictObject({
  name: z.string().trim().min(1, "Please name the key").max(80, "Name must be at most 80 characters"),
  /** What the key may do (shared/api-key-scopes.ts); a repeated scope counts once. */
  scopes: z
    .array(z.enum(API_KEY_SCOPES, { error: `Unknown scope. The scopes are: ${API_KEY_SCOPES.join(", ")}` }))
    .min(1, "Choose at least one scope")
    .max(10, "Too many scopes")
    .default([...DEFAULT_API_KEY_SCOPES]),
  /** When the key stops working (ISO 8601); null or missing: never. At most 2 years ahead. */
  expiresAt: z.iso
    .datetime({ offset: true, error: "The expiry must be a date and time (ISO 8601)" })
    .refine((v) => Date.parse(v) > Date.now(), "The expiry must be in the future")
    .refine((v) => Date.parse(v) <= Date.now() + API_KEY_MAX_LIFETIME_MS, "The expiry can be at most 2 years ahead")
    .nullish(),
});
export const apiKeyRevokeSchema = z.strictObject({ id: z.string().min(1).max(64) });

export const isRateLimitedSchema = z.strictObject({ email: z.string().trim().max(254) });

/** An admin invites another admin by e-mail (the form on the admin dashboard and admin.invites.create). */
export const adminInviteSchema = z.strictObject({ email: emailField, locale: localeField });
export const adminInviteRevokeSchema = z.strictObject({ id: z.string().uuid() });
/** The link's token: 43 base64url characters (32 random bytes). */
export const acceptInviteSchema = z.strictObject({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, "This invitation link is not valid"),
});

/** The caller's own weekly report (decision 0022): on or off, and the language it is written in. */
export const weeklyReportSettingSchema = z.strictObject({ enabled: z.boolean(), locale: localeField });
export type WeeklyReportSetting = z.infer<typeof weeklyReportSettingSchema>;
