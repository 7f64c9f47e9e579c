import { Link } from "@tanstack/react-router";
import type { Locale } from "../../../shared/i18n";
import type { InboxSearch } from "../../../shared/inbox-search";
import type { LeadKind, LeadStatus } from "../../../shared/leads";
import { UserText } from "../../components/ui/UserText";
import { langParam } from "../../i18n/locale";
import { formatDateTime } from "../admin/format";
import type { InboxContent } from "./content";
import { KindBadge, PromiseBadge, StatusBadge } from "./LeadBadges";
import { promiseState } from "./promise";

export interface LeadListItem {
  id: string;
  kind: LeadKind;
  name: string;
  email: string;
  locale: string;
  status: LeadStatus;
  ownerId: string | null;
  ownerName: string | null;
  createdAt: string | Date;
  dueAt: string | Date;
  firstReplyAt: string | Date | null;
}

/**
 * One lead in the inbox: who, type, status, owner, when, and the promise. The name is the link to
 * the lead's page; it covers the whole card (one tab stop, one accessible name).
 */
export function LeadRow({
  c,
  locale,
  lead,
  now,
  view,
}: {
  c: InboxContent;
  locale: Locale;
  lead: LeadListItem;
  now: number;
  view: InboxSearch;
}) {
  return (
    <article className="relative rounded-2xl border border-ink/10 bg-paper p-4 shadow-sm transition focus-within:ring-2 focus-within:ring-ink hover:border-ink/40 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <h3 className="break-words text-lg font-bold">
            <Link
              to="/{-$lang}/admin/leads/$id"
              params={{ lang: langParam(locale), id: lead.id }}
              search={view}
              className="outline-none after:absolute after:inset-0 after:rounded-2xl hover:underline"
            >
              <UserText>{lead.name}</UserText>
            </Link>
          </h3>
          <p className="wrap-anywhere text-sm text-ink/80">
            <UserText breakable>{lead.email}</UserText>
          </p>
        </div>
        <PromiseBadge state={promiseState(lead, now)} c={c} />
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-ink/80">
        <span className="sr-only">{c.row.type}:</span>
        <KindBadge kind={lead.kind} c={c} />
        <span className="sr-only">{c.row.status}:</span>
        <StatusBadge status={lead.status} c={c} />
        <span>
          {c.row.owner}:{" "}
          <span className="font-semibold text-ink">
            {lead.ownerId ? lead.ownerName || c.timeline.formerAdmin : c.row.nobody}
          </span>
        </span>
        <span>
          <span className="sr-only">{c.row.received}: </span>
          <time dateTime={new Date(lead.createdAt).toISOString()}>{formatDateTime(lead.createdAt, locale)}</time>
        </span>
      </div>
    </article>
  );
}
