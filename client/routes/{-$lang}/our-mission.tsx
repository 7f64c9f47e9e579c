import { createFileRoute } from "@tanstack/react-router";
import { useLocale } from "../../i18n/locale";
import { usePageMeta } from "../../seo/page-meta";

// TEMPORARY STUB: replaced by the real page (content in shared/content/our-mission.ts).
export const Route = createFileRoute("/{-$lang}/our-mission")({
  component: function StubPage() {
    const locale = useLocale();
    usePageMeta({ title: "our-mission (ourMission) | Merchovna", description: "Stub page, locale " + locale });
    return <h1>our-mission</h1>;
  },
});
