/** The lead inbox's vocabulary, shared by the server, the admin pages and scripts. */
export const LEAD_KINDS = ["enquiry", "contact", "design"] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

export const LEAD_STATUSES = ["new", "in_progress", "quoted", "won", "lost", "spam"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** Statuses that end a lead: retention counts from the moment a lead reaches one. */
export const CLOSED_STATUSES: readonly LeadStatus[] = ["won", "lost", "spam"];

/**
 * A lead waits for an answer while nobody has replied from the inbox and it is New or In progress.
 * Quoted, Won, Lost and Spam settle the promise too (a quote is an answer; spam is owed none).
 */
export const AWAITING_STATUSES: readonly LeadStatus[] = ["new", "in_progress"];

/** What a timeline entry records. Notes and replies keep their text; changes keep before and after. */
export type LeadEventData =
  | { type: "received" }
  | { type: "status"; from: LeadStatus; to: LeadStatus }
  | { type: "owner"; from: string | null; to: string | null }
  | { type: "note"; text: string }
  | { type: "reply"; text: string };

export type LeadEventType = LeadEventData["type"];
