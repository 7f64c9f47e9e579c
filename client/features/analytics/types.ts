import type { analyticsPage } from "../../../shared/content/analytics";
import type { Locale } from "../../../shared/i18n";

/** The dashboard's copy in the page's language. */
export type Content = (typeof analyticsPage)[Locale];

/** What `analytics.dashboard` answers. */
export type { Dashboard } from "../../../shared/analytics/dashboard";
