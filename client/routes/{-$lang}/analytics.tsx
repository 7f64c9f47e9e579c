import { createFileRoute } from "@tanstack/react-router";
import { type RangeKey, rangeFromSearch } from "../../../analytics/definitions";
import { AnalyticsPage } from "../../features/analytics/AnalyticsPage";

export const Route = createFileRoute("/{-$lang}/analytics")({
  // The range is kept in the URL (?range=30d): a reload, a bookmark or a shared link shows the same
  // view. Without one the page shows 7 days and its URL stays bare (as it is prerendered).
  validateSearch: (search: Record<string, unknown>): { range?: RangeKey } =>
    search.range === undefined ? {} : { range: rangeFromSearch(search.range) },
  component: AnalyticsPage,
});
