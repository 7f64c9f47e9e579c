import { type ReactNode, useState } from "react";
import type { adminPage } from "../../../shared/content/admin";
import type { Locale } from "../../../shared/i18n";
import { toast } from "../../components/toast";
import { downloadFailureText, fetchDownload } from "./download";

type Content = (typeof adminPage)[Locale];

/**
 * A download as a link (it still works as one without the app's code) that, once the app runs,
 * fetches the file itself: "Preparing..." while the server streams it (a CSV of every lead takes
 * seconds), and a refusal (signed out, too many downloads at once, the file gone) told in a toast
 * in the page's language instead of a failed file in the browser's downloads.
 */
export function DownloadLink({
  c,
  href,
  fileName,
  failedTitle,
  closeLabel,
  className,
  label,
  children,
}: {
  c: Content;
  href: string;
  /** The name to save under when the server gives none. */
  fileName: string;
  /** The toast's title when it fails. */
  failedTitle: string;
  closeLabel: string;
  className?: string;
  /** The accessible name, when the visible text alone does not say what is downloaded. */
  label?: string;
  children: ReactNode;
}) {
  const [busy, setBusy] = useState(false);
  async function onDownload() {
    if (busy) return;
    setBusy(true);
    try {
      await fetchDownload(href, fileName);
    } catch (error) {
      toast({
        variant: "destructive",
        title: failedTitle,
        description: downloadFailureText(error, c.downloads),
        closeLabel,
      });
    } finally {
      setBusy(false);
    }
  }
  return (
    <a
      href={href}
      download={fileName}
      aria-label={label}
      aria-busy={busy || undefined}
      aria-disabled={busy || undefined}
      className={className}
      onClick={(event) => {
        event.preventDefault();
        void onDownload();
      }}
    >
      {/* Both texts in one grid cell, the hidden one keeping its room: the link keeps its width
          while it says "Preparing...", so the buttons beside it do not jump. */}
      <span className="inline-grid">
        <span className={`col-start-1 row-start-1 ${busy ? "invisible" : ""}`}>{children}</span>
        <span className={`col-start-1 row-start-1 ${busy ? "" : "invisible"}`}>{c.downloads.preparing}</span>
      </span>
    </a>
  );
}
