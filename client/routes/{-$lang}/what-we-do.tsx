import { createFileRoute } from "@tanstack/react-router";
import { useLocale } from "../../i18n/locale";
import { usePageMeta } from "../../seo/page-meta";

// TEMPORARY STUB: replaced by the real page (content in shared/content/what-we-do.ts).
export const Route = createFileRoute("/{-$lang}/what-we-do")({
  component: function StubPage() {
    const locale = useLocale();
    usePageMeta({ title: "what-we-do (whatWeDo) | Merchovna", description: "Stub page, locale " + locale });
    return <h1>what-we-do</h1>;
  },
});
