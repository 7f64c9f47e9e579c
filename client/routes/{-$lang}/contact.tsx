import { createFileRoute } from "@tanstack/react-router";
import { useLocale } from "../../i18n/locale";
import { usePageMeta } from "../../seo/page-meta";

// TEMPORARY STUB: replaced by the real page (content in shared/content/contact.ts).
export const Route = createFileRoute("/{-$lang}/contact")({
  component: function StubPage() {
    const locale = useLocale();
    usePageMeta({ title: "contact (contact) | Merchovna", description: "Stub page, locale " + locale });
    return <h1>contact</h1>;
  },
});
