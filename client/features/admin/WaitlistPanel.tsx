import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { useState } from "react";
import type { adminPage } from "../../../shared/content/admin";
import { format, type Locale } from "../../../shared/i18n";
import { Badge } from "../../components/ui/Badge";
import { UserText } from "../../components/ui/UserText";
import { useTRPC } from "../../lib/trpc";
import { formatDateTime, useDebounced, useErrorToast } from "./format";
import { ListShell } from "./ListShell";

type Content = (typeof adminPage)[Locale];

export function WaitlistPanel({ c, locale, closeLabel }: { c: Content; locale: Locale; closeLabel: string }) {
  const trpc = useTRPC();
  const [search, setSearch] = useState("");
  const debounced = useDebounced(search.trim());
  const query = useInfiniteQuery(
    trpc.admin.waitlist.list.infiniteQueryOptions(
      { limit: 50, search: debounced || undefined },
      { getNextPageParam: (page) => page.nextCursor ?? undefined, placeholderData: keepPreviousData },
    ),
  );
  useErrorToast(query.isError, c.waitlist.loadError, closeLabel);
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <ListShell
      c={c}
      heading={c.waitlist.heading}
      searchLabel={c.list.searchEmailOnly}
      search={search}
      onSearch={setSearch}
      csvHref="/api/admin/export/waitlist.csv"
      query={query}
      items={items}
      total={query.data?.pages[0]?.total ?? 0}
      empty={c.waitlist.empty}
      closeLabel={closeLabel}
      renderItem={(entry) => (
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 rounded-2xl border border-ink/10 bg-paper px-5 py-4 shadow-sm">
          <a
            href={`mailto:${entry.email}`}
            className="min-w-0 wrap-anywhere font-semibold text-brand-dark underline underline-offset-2"
          >
            <UserText breakable>{entry.email}</UserText>
          </a>
          <div className="flex items-center gap-3 text-sm text-ink/80">
            <Badge variant="outline">{format(c.submissions.language, { locale: entry.locale.toUpperCase() })}</Badge>
            <span>
              <span className="sr-only">{c.waitlist.joined}: </span>
              <time dateTime={new Date(entry.createdAt).toISOString()}>{formatDateTime(entry.createdAt, locale)}</time>
            </span>
          </div>
        </div>
      )}
    />
  );
}
