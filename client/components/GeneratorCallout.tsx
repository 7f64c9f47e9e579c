import { useT } from "../i18n/locale";
import { LocalLink } from "./LocalLink";
import { Container } from "./ui/Page";

/**
 * The generator is the site's lead magnet: a band that sends visitors to it from the pages where
 * they decide to start a project (home, What We Do). A plain link, so it works before the app loads.
 */
export function GeneratorCallout() {
  const t = useT();
  return (
    <section aria-labelledby="generator-callout-title" className="py-12 sm:py-16">
      <Container>
        <div className="flex flex-col items-start gap-5 rounded-3xl border-2 border-ink bg-paper px-6 py-8 sm:flex-row sm:items-center sm:justify-between sm:px-10">
          <div className="max-w-2xl">
            <h2 id="generator-callout-title" className="text-2xl font-extrabold tracking-tight sm:text-3xl">
              {t.generatorCallout.title}
            </h2>
            <p className="mt-3 leading-relaxed text-ink/80">{t.generatorCallout.text}</p>
          </div>
          <LocalLink
            to="/ai-merch-generator"
            className="shrink-0 rounded-full bg-ink px-7 py-3.5 font-bold text-paper transition hover:bg-brand hover:text-ink"
          >
            {t.generatorCallout.cta}
          </LocalLink>
        </div>
      </Container>
    </section>
  );
}
