import { createFileRoute } from "@tanstack/react-router";
import { useLocale } from "../../i18n/locale";
import { usePageMeta } from "../../seo/page-meta";

// TEMPORARY STUB: replaced by the real page (content in shared/content/about-us.ts).
export const Route = createFileRoute("/{-$lang}/about-us")({
  component: function StubPage() {
    const locale = useLocale();
    usePageMeta({ title: "about-us (aboutUs) | Merchovna", description: "Stub page, locale " + locale });
    return <h1>about-us</h1>;
  },
});
