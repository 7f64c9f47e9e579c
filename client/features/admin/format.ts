import { useEffect, useState } from "react";
import type { Locale } from "../../../shared/i18n";
import { toast } from "../../components/toast";
import { saveBlob } from "../../lib/save-blob";

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

/**
 * Downloads an attachment through fetch, so a failure (signed out, file gone) can be told in a toast
 * instead of leaving a broken download behind; the browser then saves it under its original name.
 */
export async function downloadAttachment(key: string, name: string): Promise<void> {
  const res = await fetch(attachmentHref(key), { credentials: "same-origin" });
  if (!res.ok) throw new Error(`Download failed with status ${res.status}`);
  saveBlob(await res.blob(), name);
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

/** The file name a download's Content-Disposition gives (the plain `filename="..."` form), if any. */
function dispositionName(header: string | null): string | null {
  return header ? (/filename="([^"]+)"/.exec(header)?.[1] ?? null) : null;
}

/**
 * Downloads everything stored about `email` (a zip) from the admin export route: a POST with the
 * address in the body, never in the URL (URLs are logged). Fails with the server's readable
 * message; answers the name the file was saved under.
 */
export async function downloadPersonalData(email: string): Promise<string> {
  const res = await fetch("/api/admin/personal-data/export", {
    method: "POST",
    credentials: "same-origin",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email }),
  });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { error?: { message?: string } } | null;
    throw new Error(body?.error?.message ?? `Export failed with status ${res.status}`);
  }
  const name = dispositionName(res.headers.get("content-disposition")) ?? "personal-data.zip";
  saveBlob(await res.blob(), name);
  return name;
}
