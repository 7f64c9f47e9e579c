import { ANALYTICS_SESSION_PATTERN } from "../analytics-session";
import { DEFAULT_RANGE, RANGES, type RangeKey } from "./definitions";
import { FILTER_DIMENSIONS, type FilterDimension } from "./view-keys";

/**
 * What the dashboard shows: a range (24h / 7d / 30d, or whole days from..to in the company's time
 * zone) and filters, one value per dimension. Plain code (no zod): the dashboard reads its URL with
 * it on every render.
 */

/** What a filter can narrow by (view-keys.ts); the value is a row's label exactly as the dashboard lists it. */
export { FILTER_DIMENSIONS, type FilterDimension } from "./view-keys";
export type Filters = Partial<Record<FilterDimension, string>>;

export const FILTER_VALUE_MAX = 300;
/** A custom range covers at most this many days. */
export const CUSTOM_RANGE_MAX_DAYS = 366;

export type ViewRange = RangeKey | "custom";
export interface View {
  range: ViewRange;
  /** Custom range: first and last day shown (inclusive), YYYY-MM-DD in the company's time zone. */
  from?: string;
  to?: string;
  filters?: Filters;
}

/**
 * The days a custom range may use. The site has no analytics before 2000 and nobody plans a view
 * past 2099; a day outside them is refused before any time-zone arithmetic sees it.
 */
export const DAY_MIN = "2000-01-01";
export const DAY_MAX = "2099-12-31";

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A calendar day as YYYY-MM-DD that exists (2026-02-30 does not), from DAY_MIN to DAY_MAX. */
export function isDay(value: unknown): value is string {
  if (typeof value !== "string" || !DAY.test(value) || value < DAY_MIN || value > DAY_MAX) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** Days from `from` to `to`, both included (0 or less: `to` before `from`). */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/**
 * What is wrong with a custom range, the first thing a person would fix: a day that is no day of
 * 2000-2099, the first day after the last, or more than CUSTOM_RANGE_MAX_DAYS days. Null: none.
 */
export function customRangeProblem(from: string, to: string): "day" | "order" | "span" | null {
  if (!isDay(from) || !isDay(to)) return "day";
  const days = daysBetween(from, to);
  if (days < 1) return "order";
  return days > CUSTOM_RANGE_MAX_DAYS ? "span" : null;
}

/**
 * The view in a URL's search (`?range=custom&from=2026-11-01&to=2026-11-20&channel=Email`), whatever
 * the URL holds: unknown ranges fall back to 7 days, a custom range without two valid days (in
 * order, at most CUSTOM_RANGE_MAX_DAYS) to 7 days, unknown keys and empty or overlong values are
 * dropped. Only what differs from the default is kept, so a bare URL stays bare.
 */
export function viewFromSearch(search: Record<string, unknown>): View {
  const view: View = { range: DEFAULT_RANGE };
  const range = search.range;
  if (range === "custom") {
    const { from, to } = search;
    if (isDay(from) && isDay(to) && daysBetween(from, to) >= 1 && daysBetween(from, to) <= CUSTOM_RANGE_MAX_DAYS)
      Object.assign(view, { range: "custom", from, to });
  } else if (typeof range === "string" && Object.hasOwn(RANGES, range)) view.range = range as RangeKey;
  const filters: Filters = {};
  for (const dim of FILTER_DIMENSIONS) {
    const v = search[dim];
    // Router search parsing turns "123" into a number; a label is text either way.
    const text = typeof v === "number" ? String(v) : v;
    if (typeof text !== "string" || text.length === 0 || text.length > FILTER_VALUE_MAX) continue;
    // A visit is named by its session id alone; anything else names none.
    if (dim === "session" && !ANALYTICS_SESSION_PATTERN.test(text)) continue;
    filters[dim] = text;
  }
  if (Object.keys(filters).length) view.filters = filters;
  return view;
}

/** The URL search of a view (the inverse of viewFromSearch). */
export function searchOfView(view: View): Record<string, string> {
  const search: Record<string, string> = {};
  if (view.range !== DEFAULT_RANGE) search.range = view.range;
  if (view.range === "custom" && view.from && view.to) Object.assign(search, { from: view.from, to: view.to });
  for (const dim of FILTER_DIMENSIONS) {
    const v = view.filters?.[dim];
    if (v) search[dim] = v;
  }
  return search;
}

export const hasFilters = (view: View) => Object.keys(view.filters ?? {}).length > 0;
