import { keepPreviousData, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { useNavigate, useRouter, useSearch } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import type { adminPage } from "../../../shared/content/admin";
import { inbox } from "../../../shared/content/inbox";
import type { Locale } from "../../../shared/i18n";
import { hasInboxFilters, type InboxSearch } from "../../../shared/inbox-search";
import { buttonStyles } from "../../components/ui/buttons";
import { useTRPC } from "../../lib/trpc";
import { useDebounced, useErrorToast } from "../admin/format";
import { type ExportLink, ListShell } from "../admin/ListShell";
import type { InboxContent } from "./content";
import { InboxFilters } from "./InboxFilters";
import { type LeadListItem, LeadRow } from "./LeadRow";
import { useNow } from "./use-now";

type AdminContent = (typeof adminPage)[Locale];

/** The filters as the server takes them: "mine" is the signed-in admin. */
export function leadFilter(view: InboxSearch, meId: string) {
  return {
    search: view.q || undefined,
    kind: view.kind,
    owner: view.owner === "mine" ? meId : view.owner,
    overdue: view.overdue,
  };
}

/**
 * The inbox: every enquiry, contact message and design inquiry, newest first, filtered by what the
 * URL says (shared/inbox-search.ts), each row linking to the lead's page.
 */
export function InboxPanel({
  c: admin,
  locale,
  closeLabel,
  meId,
}: {
  c: AdminContent;
  locale: Locale;
  closeLabel: string;
  meId: string;
}) {
  const c = inbox[locale];
  const trpc = useTRPC();
  const view = useSearch({ from: "/{-$lang}/admin" });
  const navigate = useNavigate({ from: "/{-$lang}/admin" });
  const router = useRouter();
  const setView = (next: InboxSearch) => void navigate({ search: next, replace: true });

  // The box shows what is typed at once; the URL (and so the query) follows 300 ms after typing stops.
  const [text, setText] = useState(view.q ?? "");
  const typed = useDebounced(text.trim());
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new debounced text moves the URL.
  useEffect(() => {
    // A lead opened while the search was settling: the router is on its way there, so stay out of its way.
    const leaving = router.latestLocation.pathname !== router.state.location.pathname;
    if (!leaving && typed !== (view.q ?? "")) setView({ ...view, q: typed || undefined });
  }, [typed]);

  const filter = leadFilter(view, meId);
  const list = useInfiniteQuery(
    trpc.admin.leads.list.infiniteQueryOptions(
      { limit: 20, ...filter, status: view.status },
      { getNextPageParam: (page) => page.nextCursor ?? undefined, placeholderData: keepPreviousData },
    ),
  );
  const counts = useQuery(trpc.admin.leads.counts.queryOptions(filter, { placeholderData: keepPreviousData }));
  const owners = useQuery(trpc.admin.leads.owners.queryOptions());
  useErrorToast(list.isError, c.loadError, closeLabel);
  const now = useNow();
  const items: LeadListItem[] = list.data?.pages.flatMap((p) => p.items) ?? [];

  return (
    <ListShell
      c={admin}
      heading={c.heading}
      searchLabel={c.search}
      search={text}
      onSearch={setText}
      exports={exportLinks(c, view, filter)}
      filters={
        <InboxFilters
          c={c}
          view={view}
          onChange={setView}
          counts={counts.data}
          owners={owners.data ?? []}
          meId={meId}
        />
      }
      query={list}
      items={items}
      total={list.data?.pages[0]?.total ?? 0}
      totalCapped={list.data?.pages[0]?.totalCapped ?? false}
      empty={c.empty}
      filteredEmpty={hasInboxFilters(view) ? <EmptyFiltered c={c} onClear={() => setView({ q: view.q })} /> : undefined}
      closeLabel={closeLabel}
      renderItem={(lead) => <LeadRow c={c} locale={locale} lead={lead} now={now} view={view} />}
    />
  );
}

function EmptyFiltered({ c, onClear }: { c: InboxContent; onClear: () => void }) {
  return (
    <>
      {c.emptyFiltered}
      <br />
      <button type="button" className={`${buttonStyles.secondary} mt-4 text-base`} onClick={onClear}>
        {c.clearFilters}
      </button>
    </>
  );
}

/**
 * The view as shown (the leads CSV with the same filters, status included), then the full rows of the
 * source tables: the one for the type shown, or both when every type is.
 */
function exportLinks(c: InboxContent, view: InboxSearch, filter: ReturnType<typeof leadFilter>): ExportLink[] {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...filter, status: view.status })) {
    if (value !== undefined) params.set(key, String(value));
  }
  const query = params.toString();
  const leads = [
    { href: `/api/admin/export/leads.csv${query ? `?${query}` : ""}`, label: c.exports.view },
    {
      href: `/api/admin/export/leads.csv?${query ? `${query}&` : ""}dialect=excel-cs`,
      label: c.exports.viewExcel,
    },
  ];
  const submissions = [
    { href: "/api/admin/export/submissions.csv", label: c.exports.submissions },
    { href: "/api/admin/export/submissions.csv?dialect=excel-cs", label: c.exports.submissionsExcel },
  ];
  const inquiries = [
    { href: "/api/admin/export/inquiries.csv", label: c.exports.inquiries },
    { href: "/api/admin/export/inquiries.csv?dialect=excel-cs", label: c.exports.inquiriesExcel },
  ];
  if (view.kind === "design") return [...leads, ...inquiries];
  if (view.kind) return [...leads, ...submissions];
  return [...leads, ...submissions, ...inquiries];
}
