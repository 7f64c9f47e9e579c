import { createFileRoute } from "@tanstack/react-router";
import { useLocale } from "../../i18n/locale";
import { usePageMeta } from "../../seo/page-meta";

// TEMPORARY STUB: replaced by the real page (content in shared/content/brands.ts).
export const Route = createFileRoute("/{-$lang}/brands")({
  component: function StubPage() {
    const locale = useLocale();
    usePageMeta({ title: "brands (brands) | Merchovna", description: "Stub page, locale " + locale });
    return <h1>brands</h1>;
  },
});
