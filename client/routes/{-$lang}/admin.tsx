import { createFileRoute } from "@tanstack/react-router";
import { type InboxSearch, inboxSearchOf } from "../../../shared/inbox-search";
import { AdminPage } from "../../features/admin/AdminPage";

export const Route = createFileRoute("/{-$lang}/admin")({
  // The inbox's filters live in the URL (?status=new&overdue=1): a link shows the same leads.
  validateSearch: (search: Record<string, unknown>): InboxSearch => inboxSearchOf(search),
  component: AdminPage,
});
