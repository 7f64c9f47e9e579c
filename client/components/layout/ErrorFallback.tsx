import { useT } from "../../i18n/locale";

/** Shown when rendering throws. The error itself is logged by the boundary that shows this. */
export function ErrorFallback() {
  const t = useT();
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
