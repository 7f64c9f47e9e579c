import { type ReactNode, useId } from "react";
import type { adminPage } from "../../../shared/content/admin";
import { format, type Locale } from "../../../shared/i18n";
import { buttonStyles, inputStyles } from "../../components/ui/buttons";

type Content = (typeof adminPage)[Locale];

export interface ListQuery {
  isPending: boolean;
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
  refetch: () => unknown;
}

/**
 * One admin list: heading, search, CSV export, the items, "Showing n of total", "Load more" (next
 * cursor), and the empty, no-match and error states.
 */
export function ListShell<T extends { id: string }>({
  c,
  heading,
  searchLabel,
  search,
  onSearch,
  csvHref,
  query,
  items,
  total,
  empty,
  renderItem,
}: {
  c: Content;
  heading: string;
  searchLabel: string;
  search: string;
  onSearch: (value: string) => void;
  csvHref: string;
  query: ListQuery;
  items: T[];
  total: number;
  empty: string;
  renderItem: (item: T) => ReactNode;
}) {
  const searchId = useId();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id={headingId} className="text-2xl font-extrabold tracking-tight sm:text-3xl">
          {heading}
        </h2>
        <div className="flex flex-wrap gap-2">
          <a href={csvHref} download className={buttonStyles.small}>
            {c.list.exportCsv}
          </a>
          <a href={`${csvHref}?dialect=excel-cs`} download className={buttonStyles.small}>
            {c.list.exportCsvExcelCs}
          </a>
        </div>
      </div>
      <search className="mt-5 block max-w-md">
        <label htmlFor={searchId} className="block font-semibold">
          {searchLabel}
        </label>
        <input
          id={searchId}
          type="search"
          value={search}
          autoComplete="off"
          onChange={(e) => onSearch(e.target.value)}
          className={inputStyles}
        />
      </search>

      <div className="mt-6">
        {query.isPending ? (
          <p role="status" className="text-ink/80">
            {c.list.loadingMore}
          </p>
        ) : query.isError && items.length === 0 ? (
          <div className="rounded-2xl border border-ink/10 bg-sand p-6">
            <p role="alert" className="font-semibold">
              {c.list.loadFailed}
            </p>
            <button type="button" className={`${buttonStyles.secondary} mt-4`} onClick={() => void query.refetch()}>
              {c.list.retry}
            </button>
          </div>
        ) : items.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-ink/25 p-8 text-center text-lg font-semibold text-ink/80">
            {search.trim() ? format(c.list.noMatches, { search: search.trim() }) : empty}
          </p>
        ) : (
          <>
            <p className="mb-4 text-sm text-ink/80" aria-live="polite">
              {format(c.list.showing, { shown: items.length, total })}
            </p>
            <ul className="flex flex-col gap-4">
              {items.map((item) => (
                <li key={item.id}>{renderItem(item)}</li>
              ))}
            </ul>
            {query.hasNextPage ? (
              <div className="mt-6 flex justify-center">
                <button
                  type="button"
                  className={buttonStyles.secondary}
                  aria-disabled={query.isFetchingNextPage || undefined}
                  onClick={() => {
                    if (!query.isFetchingNextPage) void query.fetchNextPage();
                  }}
                >
                  {query.isFetchingNextPage ? c.list.loadingMore : c.list.loadMore}
                </button>
              </div>
            ) : null}
          </>
        )}
      </div>
    </section>
  );
}
