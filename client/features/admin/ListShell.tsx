import { type ReactNode, useId } from "react";
import type { adminPage } from "../../../shared/content/admin";
import { format, type Locale } from "../../../shared/i18n";
import { buttonStyles, inputStyles } from "../../components/ui/buttons";
import { DownloadLink } from "./DownloadLink";

type Content = (typeof adminPage)[Locale];

export interface ListQuery {
  isPending: boolean;
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
  refetch: () => unknown;
}

/** A download link beside the list's heading. */
export interface ExportLink {
  href: string;
  label: string;
}

/**
 * One admin list: heading, search, CSV export, the items, "Showing n of total", "Load more" (next
 * cursor), and the empty, no-match and error states. A list with filters puts them in `filters`
 * (below the search) and may name its own `exports` instead of the one table's two CSV dialects.
 */
export function ListShell<T extends { id: string }>({
  c,
  heading,
  searchLabel,
  search,
  onSearch,
  csvHref,
  exports,
  filters,
  query,
  items,
  total,
  totalCapped = false,
  empty,
  filteredEmpty,
  renderItem,
  closeLabel,
}: {
  c: Content;
  heading: string;
  searchLabel: string;
  search: string;
  onSearch: (value: string) => void;
  csvHref?: string;
  exports?: ExportLink[];
  filters?: ReactNode;
  query: ListQuery;
  items: T[];
  total: number;
  /** The total is a lower bound (a search counts its matches only up to a cap): shown as "1000+". */
  totalCapped?: boolean;
  empty: ReactNode;
  /** Shown instead of `empty` and the no-match text while the list's filters are on. */
  filteredEmpty?: ReactNode;
  renderItem: (item: T) => ReactNode;
  /** The close button's name on the toast that tells a failed export. */
  closeLabel: string;
}) {
  const searchId = useId();
  const headingId = useId();
  const links: ExportLink[] =
    exports ??
    (csvHref
      ? [
          { href: csvHref, label: c.list.exportCsv },
          { href: `${csvHref}?dialect=excel-cs`, label: c.list.exportCsvExcelCs },
        ]
      : []);
  return (
    <section aria-labelledby={headingId}>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id={headingId} className="text-2xl font-extrabold tracking-tight sm:text-3xl">
          {heading}
        </h2>
        {links.length > 2 ? (
          // Many exports (the inbox's two tables): one button that opens the list, not a wall of them.
          <details className="group relative">
            <summary className={`${buttonStyles.small} cursor-pointer list-none [&::-webkit-details-marker]:hidden`}>
              {c.list.exportCsv}
              <span aria-hidden="true" className="transition group-open:rotate-180">
                ▾
              </span>
            </summary>
            <ul className="absolute right-0 z-10 mt-2 flex w-max max-w-[calc(100vw-2rem)] flex-col gap-1 rounded-2xl border border-ink/15 bg-paper p-2 shadow-lg">
              {links.map((link) => (
                <li key={link.href}>
                  <ExportDownload
                    c={c}
                    link={link}
                    closeLabel={closeLabel}
                    className="block rounded-xl px-3 py-2 text-sm font-semibold underline-offset-2 hover:bg-sand hover:underline"
                  />
                </li>
              ))}
            </ul>
          </details>
        ) : (
          <div className="flex flex-wrap gap-2">
            {links.map((link) => (
              <ExportDownload
                key={link.href}
                c={c}
                link={link}
                closeLabel={closeLabel}
                className={buttonStyles.small}
              />
            ))}
          </div>
        )}
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
      {filters}

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
            {filteredEmpty ?? (search.trim() ? format(c.list.noMatches, { search: search.trim() }) : empty)}
          </p>
        ) : (
          <>
            <p className="mb-4 text-sm text-ink/80" aria-live="polite">
              {format(c.list.showing, { shown: items.length, total: totalCapped ? `${total}+` : total })}
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

/** One export: a CSV the server names itself (`waitlist.csv` from the path if it does not). */
function ExportDownload({
  c,
  link,
  closeLabel,
  className,
}: {
  c: Content;
  link: ExportLink;
  closeLabel: string;
  className: string;
}) {
  const fileName = link.href.split("?")[0]?.split("/").pop() ?? "export.csv";
  return (
    <DownloadLink
      c={c}
      href={link.href}
      fileName={fileName}
      failedTitle={c.downloads.exportFailed}
      closeLabel={closeLabel}
      className={className}
    >
      {link.label}
    </DownloadLink>
  );
}
