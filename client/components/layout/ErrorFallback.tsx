import type { ErrorComponentProps } from "@tanstack/react-router";
import { useEffect } from "react";
import { useT } from "../../i18n/locale";
import { reportError } from "../../telemetry/report-error";

/** Shown when rendering throws anywhere in a page; the error goes to the error log. */
export function ErrorFallback({ error }: Pick<ErrorComponentProps, "error">) {
  const t = useT();
  useEffect(() => {
    const e = error instanceof Error ? error : new Error(String(error));
    reportError({ errorType: "render", message: e.message, stack: e.stack });
  }, [error]);
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
