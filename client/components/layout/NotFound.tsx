import { useEffect } from "react";
import { useT } from "../../i18n/locale";
import { usePageMeta } from "../../seo/page-meta";
import { reportError } from "../../telemetry/report-error";
import { LocalLink } from "../LocalLink";

export function NotFound() {
  const t = useT();
  // The missing path goes to the error log shown on the analytics dashboard.
  useEffect(() => {
    reportError({ errorType: "not_found", message: `Page not found: ${location.pathname}` });
  }, []);
  usePageMeta({ title: t.notFound.metaTitle, description: t.meta.defaultDescription, status: 404 });
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-6 px-4 py-24 text-center">
      <p className="text-7xl font-black text-brand" aria-hidden="true">
        404
      </p>
      <h1 className="text-3xl font-bold">{t.notFound.title}</h1>
      <LocalLink to="/" className="font-semibold text-brand-dark underline underline-offset-4">
        {t.common.backHome}
      </LocalLink>
    </section>
  );
}
