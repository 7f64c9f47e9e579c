import { createFileRoute } from "@tanstack/react-router";
import { useLocale } from "../../i18n/locale";
import { usePageMeta } from "../../seo/page-meta";

// TEMPORARY STUB: replaced by the real page (content in shared/content/our-story.ts).
export const Route = createFileRoute("/{-$lang}/our-story")({
  component: function StubPage() {
    const locale = useLocale();
    usePageMeta({ title: "our-story (ourStory) | Merchovna", description: "Stub page, locale " + locale });
    return <h1>our-story</h1>;
  },
});
