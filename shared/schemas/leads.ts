import { z } from "zod";
import { LEAD_KINDS, LEAD_STATUSES } from "../leads";
import { adminListSchema } from "./admin";

const leadId = z.uuid("This lead id is not valid");

/** The inbox: the admin lists' paging and search, with filters by type, status, owner and the promise. */
export const leadListSchema = adminListSchema.extend({
  kind: z.enum(LEAD_KINDS, { error: `Unknown type. The types are: ${LEAD_KINDS.join(", ")}` }).optional(),
  status: z.enum(LEAD_STATUSES, { error: `Unknown status. The statuses are: ${LEAD_STATUSES.join(", ")}` }).optional(),
  /** An admin's user id, or "none" for leads nobody owns. */
  owner: z.string().trim().min(1).max(64).optional(),
  /** Only leads waiting for an answer past their promise. */
  overdue: z.boolean().optional(),
});
export type LeadListInput = z.input<typeof leadListSchema>;

/** The inbox counts per status answer the same type, owner and overdue filters as the list. */
export const leadCountsSchema = leadListSchema.omit({ cursor: true, limit: true, status: true, direction: true });

export const leadIdSchema = z.strictObject({ id: leadId });

export const leadStatusSchema = z.strictObject({
  id: leadId,
  status: z.enum(LEAD_STATUSES, { error: `Unknown status. The statuses are: ${LEAD_STATUSES.join(", ")}` }),
});

/** Assigns a lead to an admin, or (null) to nobody. */
export const leadOwnerSchema = z.strictObject({ id: leadId, ownerId: z.string().trim().min(1).max(64).nullable() });

export const NOTE_MAX = 5_000;
export const leadNoteSchema = z.strictObject({
  id: leadId,
  text: z.string().trim().min(1, "Please write the note").max(NOTE_MAX, `A note can be at most ${NOTE_MAX} characters`),
});

export const REPLY_MAX = 10_000;
/**
 * A reply to the visitor: plain text, where a blank line starts a paragraph, **bold** and *italic*
 * mark emphasis and http(s) addresses become links (shared/reply-format.ts). Nothing else is markup.
 */
export const leadReplySchema = z.strictObject({
  id: leadId,
  text: z
    .string()
    .trim()
    .min(1, "Please write the reply")
    .max(REPLY_MAX, `A reply can be at most ${REPLY_MAX} characters`),
});
