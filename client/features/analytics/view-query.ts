import { keepPreviousData } from "@tanstack/react-query";

/**
 * The query options of every analytics view on the page (dashboard, goals, lead sources): the last
 * view stays on screen while the next loads, and a view the page no longer shows (the admin clicked
 * another filter or range before it loaded) is cancelled. The server then drops it from its line of
 * views instead of preparing it for nobody (analytics/view-gate.ts), so the view on screen comes
 * sooner and the account's share of views is not used up by ones it left.
 */
export const VIEW_QUERY_OPTIONS = {
  placeholderData: keepPreviousData,
  staleTime: 0,
  trpc: { abortOnUnmount: true },
};
