import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { useState } from "react";
import type { adminPage } from "../../../shared/content/admin";
import type { Locale } from "../../../shared/i18n";
import { format } from "../../../shared/i18n";
import { UserText } from "../../components/ui/UserText";
import { useTRPC } from "../../lib/trpc";
import { attachmentHref, formatDateTime, useDebounced, useErrorToast } from "./format";
import { ListShell } from "./ListShell";
import { AttachmentRow } from "./SubmissionsPanel";

type Content = (typeof adminPage)[Locale];

export function InquiriesPanel({ c, locale, closeLabel }: { c: Content; locale: Locale; closeLabel: string }) {
  const trpc = useTRPC();
  const [search, setSearch] = useState("");
  const debounced = useDebounced(search.trim());
  const query = useInfiniteQuery(
    trpc.admin.inquiries.list.infiniteQueryOptions(
      { limit: 20, search: debounced || undefined },
      { getNextPageParam: (page) => page.nextCursor ?? undefined, placeholderData: keepPreviousData },
    ),
  );
  useErrorToast(query.isError, c.inquiries.loadError, closeLabel);
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <ListShell
      c={c}
      heading={c.inquiries.heading}
      searchLabel={c.list.search}
      search={search}
      onSearch={setSearch}
      csvHref="/api/admin/export/inquiries.csv"
      query={query}
      items={items}
      total={query.data?.pages[0]?.total ?? 0}
      empty={c.inquiries.empty}
      renderItem={(inquiry) => (
        <article className="rounded-2xl border border-ink/10 bg-paper p-5 shadow-sm sm:p-6">
          <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
            <div className="min-w-0">
              <h3 className="break-words text-xl font-bold">
                <UserText>{inquiry.name}</UserText>
              </h3>
              <a
                href={`mailto:${inquiry.email}`}
                className="break-all font-semibold text-brand-dark underline underline-offset-2"
              >
                <UserText>{inquiry.email}</UserText>
              </a>
              {inquiry.company ? (
                <p className="text-sm text-ink/80">
                  {c.inquiries.company}: <UserText>{inquiry.company}</UserText>
                </p>
              ) : null}
            </div>
            <time className="text-sm text-ink/80" dateTime={new Date(inquiry.createdAt).toISOString()}>
              {formatDateTime(inquiry.createdAt, locale)}
            </time>
          </div>
          <p className="mt-4 whitespace-pre-wrap break-words leading-relaxed text-ink/90">
            <UserText>{inquiry.message}</UserText>
          </p>
          <div className="mt-4 rounded-xl border border-ink/10 p-4">
            <p className="text-sm font-bold uppercase tracking-wide text-ink/80">{c.inquiries.prompt}</p>
            <p className="mt-1 whitespace-pre-wrap break-words">{inquiry.designPrompt}</p>
          </div>
          <div className="mt-4">
            <p className="mb-2 text-sm font-bold uppercase tracking-wide text-ink/80">{c.inquiries.image}</p>
            <img
              src={attachmentHref(inquiry.image.key)}
              alt={format(c.inquiries.imageAlt, { name: inquiry.name })}
              width={160}
              height={160}
              loading="lazy"
              className="mb-3 size-40 rounded-xl border border-ink/10 bg-sand object-contain"
            />
            <AttachmentRow c={c} locale={locale} closeLabel={closeLabel} attachment={inquiry.image} />
          </div>
        </article>
      )}
    />
  );
}
