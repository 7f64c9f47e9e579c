import { z } from "zod";

/** Paging and search for the admin lists (submissions, waitlist, design inquiries). */
export const adminListSchema = z.object({
  cursor: z.string().max(200).nullish(),
  limit: z.number().int().min(1).max(100).default(20),
  search: z.string().trim().max(200).optional(),
});
export type AdminListInput = z.input<typeof adminListSchema>;

export const apiKeyCreateSchema = z.object({
  name: z.string().trim().min(1, "Please name the key").max(80, "Name must be at most 80 characters"),
});
export const apiKeyRevokeSchema = z.object({ id: z.string().min(1).max(64) });

export const isRateLimitedSchema = z.object({ email: z.string().trim().max(254) });
