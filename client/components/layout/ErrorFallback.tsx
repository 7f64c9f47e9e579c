import type { ErrorComponentProps } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { useT } from "../../i18n/locale";
import { shouldReloadFor } from "../../lib/new-version";
import { reportError, reportMissingCode } from "../../telemetry/report-error";

/**
 * Shown when rendering throws anywhere in a page; the error goes to the error log. A chunk of an
 * older version that is gone after a deploy is not an error of the page: it reloads into the new
 * version instead (once; lib/new-version.ts).
 */
export function ErrorFallback({ error }: Pick<ErrorComponentProps, "error">) {
  const t = useT();
  const [reloading] = useState(() => shouldReloadFor(error));
  useEffect(() => {
    if (reloading) {
      // Sent at once (a beacon outlives the reload).
      reportMissingCode(error);
      window.location.reload();
      return;
    }
    const e = error instanceof Error ? error : new Error(String(error));
    reportError({ errorType: "render", message: e.message, stack: e.stack });
  }, [error, reloading]);
  if (reloading) {
    return (
      <p role="status" className="mx-auto max-w-xl px-4 py-24 text-center text-ink/80">
        {t.errorBoundary.newVersion}
      </p>
    );
  }
  return (
    <section role="alert" className="mx-auto flex max-w-xl flex-col items-center gap-5 px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">{t.errorBoundary.title}</h1>
      <p className="text-ink/80">{t.errorBoundary.text}</p>
      <button
        type="button"
        className="rounded-full bg-ink px-6 py-3 font-semibold text-paper hover:bg-brand hover:text-ink"
        onClick={() => window.location.reload()}
      >
        {t.errorBoundary.reload}
      </button>
    </section>
  );
}
