import type { adminPage } from "../../../shared/content/admin";
import { format, type Locale } from "../../../shared/i18n";
import { saveBlob } from "../../lib/save-blob";

type Reasons = (typeof adminPage)[Locale]["downloads"];

/** A download the server refused or could not answer: its status (0: no answer) and Retry-After. */
export class DownloadError extends Error {
  override name = "DownloadError";
  constructor(
    readonly status: number,
    readonly retryAfterSeconds: number | null,
  ) {
    super(`Download failed with status ${status}`);
  }
}

/**
 * The name a Content-Disposition gives: the UTF-8 `filename*` when present (a Czech file name keeps
 * its letters), else the plain `filename`.
 */
export function dispositionName(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended);
    } catch {}
  }
  return /filename="([^"]+)"/.exec(header)?.[1] ?? null;
}

/**
 * Fetches a download and saves it under the name the server gives (else `fallbackName`), so that a
 * refusal becomes a DownloadError the page can explain, not a failed file in the browser's downloads.
 * Answers the name it was saved under.
 */
export async function fetchDownload(url: string, fallbackName: string, init: RequestInit = {}): Promise<string> {
  let res: Response;
  try {
    res = await fetch(url, { credentials: "same-origin", ...init });
  } catch {
    throw new DownloadError(0, null);
  }
  if (!res.ok) {
    const retryAfter = Number(res.headers.get("retry-after"));
    throw new DownloadError(res.status, Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null);
  }
  const name = dispositionName(res.headers.get("content-disposition")) ?? fallbackName;
  saveBlob(await res.blob(), name);
  return name;
}

/** Why a download failed, in the page's language. */
export function downloadFailureText(error: unknown, reasons: Reasons): string {
  if (!(error instanceof DownloadError)) return reasons.failed;
  if (error.status === 404) return reasons.notFound;
  if (error.status === 429) return format(reasons.tooMany, { seconds: String(error.retryAfterSeconds ?? 10) });
  return refusalText(error.status, reasons) ?? reasons.failed;
}

/**
 * Why an admin action the server refused failed (signed out, not allowed, the server or a service
 * behind it down), from a tRPC error's HTTP status; undefined when the status says nothing a person
 * could act on. Used where the server's own message (English) would otherwise show.
 */
export function actionFailureText(error: unknown, reasons: Reasons): string | undefined {
  const data = (error as { data?: { httpStatus?: number } } | null)?.data;
  // A tRPC error without data never reached the server (the network, or the server down).
  return refusalText(data?.httpStatus ?? 0, reasons);
}

function refusalText(status: number, reasons: Reasons): string | undefined {
  if (status === 401) return reasons.signedOut;
  if (status === 403) return reasons.forbidden;
  if (status === 0 || status >= 500) return reasons.unavailable;
  return undefined;
}

/**
 * Downloads everything stored about `email` (a zip) from the admin export route: a POST with the
 * address in the body, never in the URL (URLs are logged). Answers the name it was saved under.
 */
export function downloadPersonalData(email: string): Promise<string> {
  return fetchDownload("/api/admin/personal-data/export", "personal-data.zip", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email }),
  });
}
