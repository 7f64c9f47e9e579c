import { createFileRoute } from "@tanstack/react-router";
import { type InboxSearch, inboxSearchOf } from "../../../shared/inbox-search";
import { LeadPage } from "../../features/inbox/LeadPage";

/**
 * One lead of the inbox: /admin/leads/<id> (/cs/admin/leads/<id>). "admin_" keeps it out of the
 * /admin route's layout (a page of its own, not a child of the dashboard). It carries the inbox's
 * filters in its search, so "Back to the inbox" returns to the same view.
 */
export const Route = createFileRoute("/{-$lang}/admin_/leads/$id")({
  validateSearch: (search: Record<string, unknown>): InboxSearch => inboxSearchOf(search),
  component: LeadPage,
});
