import { createFileRoute } from "@tanstack/react-router";
import { useT } from "../../i18n/locale";
import { usePageMeta } from "../../i18n/usePageMeta";

export const Route = createFileRoute("/{-$lang}/")({
  component: HomePage,
});

function HomePage() {
  const t = useT();
  usePageMeta({ title: t.meta.defaultTitle, description: t.meta.defaultDescription });
  return (
    <section className="mx-auto max-w-6xl px-4 py-20 sm:px-6">
      <h1 className="max-w-3xl text-4xl font-black leading-tight sm:text-6xl">{t.home.headline}</h1>
      <p className="mt-6 max-w-2xl text-lg text-ink/80">{t.home.tagline}</p>
      <div id="contact-section" className="mt-24 scroll-mt-24" />
    </section>
  );
}
