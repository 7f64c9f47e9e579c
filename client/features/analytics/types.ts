import type { Dashboard } from "../../../analytics/dashboard";
import type { analyticsPage } from "../../../shared/content/analytics";
import type { Locale } from "../../../shared/i18n";

/** The dashboard's copy in the page's language. */
export type Content = (typeof analyticsPage)[Locale];

/** What `analytics.dashboard` answers (the server's own type; type-only, nothing of the server ships). */
export type { Dashboard };
