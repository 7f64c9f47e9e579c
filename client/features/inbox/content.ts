import type { inbox } from "../../../shared/content/inbox";
import type { Locale } from "../../../shared/i18n";

/** The inbox's texts in one language (shared/content/inbox.ts). */
export type InboxContent = (typeof inbox)[Locale];
