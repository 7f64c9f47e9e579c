import { useEffect, useState } from "react";
import type { Locale } from "../../../shared/i18n";
import { toast } from "../../components/toast";

/** A date and time in the page's language, e.g. "12 Mar 2026, 14:05" / "12. 3. 2026 14:05". */
export function formatDateTime(value: string | Date | null | undefined, locale: Locale): string {
  if (!value) return "";
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  return new Intl.DateTimeFormat(locale === "cs" ? "cs-CZ" : "en-GB", {
    dateStyle: "medium",
    timeStyle: "short",
  }).format(date);
}

export { formatBytes } from "../../../shared/format-bytes";

/** The admin download URL of a stored file (sent as an attachment, admins only). */
export function attachmentHref(key: string): string {
  return `/api/attachments/${encodeURIComponent(key)}`;
}

/** A destructive toast each time `failed` turns true. */
export function useErrorToast(failed: boolean, title: string, closeLabel: string): void {
  useEffect(() => {
    if (failed) toast({ variant: "destructive", title, closeLabel });
  }, [failed, title, closeLabel]);
}

/** The search box's text now, and the same text 300 ms after typing stops (what is queried). */
export function useDebounced(value: string, ms = 300): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}
