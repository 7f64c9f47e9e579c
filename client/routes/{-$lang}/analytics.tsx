import { createFileRoute } from "@tanstack/react-router";
import { type ViewSearch, viewSearchOf } from "../../../shared/analytics/view-keys";
import { AnalyticsPage } from "../../features/analytics/AnalyticsPage";

export const Route = createFileRoute("/{-$lang}/analytics")({
  // The view (range, custom days, filters) is kept in the URL (?range=30d&channel=Email): a reload,
  // a bookmark or a shared link shows the same view. Without one the page shows 7 days and its URL
  // stays bare (as it is prerendered). Here only the view's keys are kept, as text; the dashboard
  // reads them into a valid view (shared/analytics/view.ts), which keeps this in the first load small.
  validateSearch: (search: Record<string, unknown>): ViewSearch => viewSearchOf(search),
  component: AnalyticsPage,
});
