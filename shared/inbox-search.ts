import { LEAD_KINDS, LEAD_STATUSES, type LeadKind, type LeadStatus } from "./leads";

/**
 * The inbox's view as URL search parameters (/admin?kind=design&status=new&owner=mine&overdue=1&q=…),
 * so a reload, a bookmark or a shared link shows the same leads. `owner` is an admin's id, "none"
 * (unassigned) or "mine" (whoever opens the link). Plain code: the /admin route validates with it.
 */
export interface InboxSearch {
  kind?: LeadKind;
  status?: LeadStatus;
  owner?: string;
  overdue?: true;
  q?: string;
}

const text = (v: unknown) => (typeof v === "string" || typeof v === "number" ? String(v).trim() : "");

/** Keeps only the inbox's keys, with values it knows; anything else in the URL is dropped. */
export function inboxSearchOf(search: Record<string, unknown>): InboxSearch {
  const out: InboxSearch = {};
  const kind = text(search.kind);
  if ((LEAD_KINDS as readonly string[]).includes(kind)) out.kind = kind as LeadKind;
  const status = text(search.status);
  if ((LEAD_STATUSES as readonly string[]).includes(status)) out.status = status as LeadStatus;
  const owner = text(search.owner);
  if (owner && owner.length <= 64) out.owner = owner;
  // The router reads "?overdue=1" as the number 1 and "?overdue=true" as a boolean.
  if (search.overdue === true || search.overdue === 1 || search.overdue === "1" || search.overdue === "true") {
    out.overdue = true;
  }
  const q = text(search.q);
  if (q) out.q = q.slice(0, 200);
  return out;
}

/** Whether the view narrows the inbox at all (search aside). */
export function hasInboxFilters(s: InboxSearch): boolean {
  return Boolean(s.kind || s.status || s.owner || s.overdue);
}
