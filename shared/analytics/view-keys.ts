/**
 * The URL keys of the analytics view, apart from its rules (shared/analytics/view.ts): the route's
 * search validation runs in the first-load bundle of every page, so it only keeps these keys' text;
 * the dashboard's own chunk reads them into a valid view.
 */
export const FILTER_DIMENSIONS = [
  "page",
  "channel",
  "referrer",
  "campaign",
  "country",
  "device",
  "browser",
  "os",
  // One visit (the tracker's session id): the link from a lead to its visit (decision 0020).
  "session",
] as const;
export type FilterDimension = (typeof FILTER_DIMENSIONS)[number];
/** The dashboard's detail tabs; the open one is kept in the URL (?tab=goals) beside the view. */
export const DETAIL_TABS = ["pages", "events", "goals", "performance", "errors"] as const;
export type DetailTab = (typeof DETAIL_TABS)[number];
/** The tab a URL without one opens (and whose URL names none). */
export const FIRST_DETAIL_TAB: DetailTab = "pages";
export const VIEW_KEYS = ["range", "from", "to", ...FILTER_DIMENSIONS, "tab"] as const;
export type ViewSearch = Partial<Record<(typeof VIEW_KEYS)[number], string>>;

/** The tab a URL search opens: the first (top pages) unless it names another. */
export const detailTabOf = (search: Record<string, unknown>): DetailTab =>
  DETAIL_TABS.find((tab) => tab === search.tab) ?? FIRST_DETAIL_TAB;

/** The view's keys of a URL search, as text (the router turns "123" into a number). */
export function viewSearchOf(search: Record<string, unknown>): ViewSearch {
  const out: ViewSearch = {};
  for (const key of VIEW_KEYS) {
    const v = search[key];
    if (typeof v === "string" || typeof v === "number") out[key] = String(v);
  }
  return out;
}
