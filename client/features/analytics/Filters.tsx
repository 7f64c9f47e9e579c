import type { ReactNode } from "react";
import type { FilterDimension, Filters } from "../../../shared/analytics/view";
import { format } from "../../../shared/i18n";
import { BreakableText } from "../../components/text/BreakableText";
import type { Content } from "./types";

export type OnFilter = (dim: FilterDimension, value: string) => void;

/**
 * A table's label that filters the whole dashboard by its row when clicked; plain text when that
 * filter is on already.
 */
export function FilterButton({
  c,
  dim,
  value,
  filters,
  onFilter,
  text,
  children,
}: {
  c: Content;
  dim: FilterDimension;
  value: string;
  /** The label as read (the button's title, and its content unless `children` is given). */
  text: string;
  filters: Filters;
  onFilter: OnFilter;
  children?: ReactNode;
}) {
  const content = children ?? <BreakableText text={text} />;
  if (filters[dim] === value) return <span className="wrap-anywhere">{content}</span>;
  return (
    <button
      type="button"
      onClick={() => onFilter(dim, value)}
      title={format(c.filters.by, { label: text })}
      className="wrap-anywhere rounded text-left underline decoration-ink/30 underline-offset-4 hover:decoration-brand-dark focus-visible:outline-2 focus-visible:outline-brand-dark"
    >
      {content}
    </button>
  );
}

/** The filters on, as removable chips (each a button), and one to clear them all. */
export function FilterChips({
  c,
  filters,
  label,
  onRemove,
  onClear,
}: {
  c: Content;
  filters: Filters;
  label: (dim: FilterDimension, value: string) => string;
  onRemove: (dim: FilterDimension) => void;
  onClear: () => void;
}) {
  const entries = Object.entries(filters) as [FilterDimension, string][];
  if (entries.length === 0) return null;
  return (
    <section aria-labelledby="analytics-filters" className="mt-6 flex flex-wrap items-center gap-2">
      <h2 id="analytics-filters" className="mr-1 text-sm font-bold">
        {c.filters.heading}:
      </h2>
      <ul className="flex flex-wrap gap-2">
        {entries.map(([dim, value]) => {
          const text = label(dim, value);
          const name = c.filters.dimensions[dim];
          return (
            <li key={dim}>
              <button
                type="button"
                data-testid={`filter-chip-${dim}`}
                onClick={() => onRemove(dim)}
                aria-label={format(c.filters.remove, { dimension: name, label: text })}
                className="inline-flex min-h-11 items-center gap-2 rounded-full bg-ink px-4 py-2 text-sm font-semibold text-paper hover:bg-ink/85"
              >
                <span>
                  {name}: <span className="wrap-anywhere">{text}</span>
                </span>
                <svg
                  aria-hidden="true"
                  width="12"
                  height="12"
                  viewBox="0 0 12 12"
                  stroke="currentColor"
                  strokeWidth="2"
                >
                  <path d="M2 2l8 8M10 2l-8 8" />
                </svg>
              </button>
            </li>
          );
        })}
      </ul>
      {entries.length > 1 ? (
        <button
          type="button"
          onClick={onClear}
          className="min-h-11 px-2 text-sm font-semibold underline underline-offset-4"
        >
          {c.filters.clear}
        </button>
      ) : null}
    </section>
  );
}
