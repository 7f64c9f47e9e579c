import { home } from "../../../shared/content/home";
import { ShowcaseArt } from "../../components/art/ShowcaseArt";
import { GeneratorCallout } from "../../components/GeneratorCallout";
import { LocalLink } from "../../components/LocalLink";
import { Container } from "../../components/ui/Page";
import { Interpolate } from "../../i18n/Interpolate";
import { useLocale } from "../../i18n/locale";
import { usePageMeta } from "../../seo/page-meta";
import { site } from "../../site";
import { LazyContactForm } from "../contact-form/LazyContactForm";
import { LazyWaitlistForm } from "../waitlist/LazyWaitlistForm";

export function HomePage() {
  const c = home[useLocale()];
  usePageMeta(c.meta);
  return (
    <>
      <Container className="grid items-center gap-10 pb-16 pt-12 sm:pt-16 lg:grid-cols-[1.1fr_1fr]">
        <div>
          <p className="mb-4 text-sm font-bold uppercase tracking-[0.18em] text-brand-dark">{c.hero.eyebrow}</p>
          {/* 40 px below 360 px wide: "opravujeme." at 48 px is wider than a 320 px screen (WCAG reflow). */}
          <h1 className="text-[2.5rem] font-black leading-[1.02] tracking-tight min-[360px]:text-5xl sm:text-7xl">
            {c.hero.headline}
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-ink/80 sm:text-xl">{c.hero.tagline}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <a
              href="#contact-section"
              className="rounded-full bg-ink px-7 py-3.5 text-base font-bold text-paper shadow-md transition hover:bg-brand hover:text-ink"
            >
              {c.hero.cta}
            </a>
            <LocalLink
              to="/what-we-do"
              className="rounded-full border-2 border-ink px-7 py-3 text-base font-bold transition hover:bg-ink hover:text-paper"
            >
              {c.hero.secondary}
            </LocalLink>
          </div>
        </div>
        <ShowcaseArt label={c.hero.showcaseAlt} tote={c.hero.showcaseTote} />
      </Container>

      <section className="border-y border-ink/10 bg-sand">
        <Container className="grid gap-8 py-10 sm:grid-cols-3">
          {(
            [
              [c.proof.productTypes, c.proof.productTypesLabel],
              [c.proof.rating, c.proof.ratingLabel],
              [c.proof.reply, c.proof.replyLabel],
            ] as const
          ).map(([figure, label]) => (
            <p key={label} className="flex flex-col gap-1">
              <span className="text-4xl font-black">{figure}</span>
              <span className="text-ink/75">{label}</span>
            </p>
          ))}
        </Container>
      </section>

      <GeneratorCallout />

      <section id="contact-section" aria-labelledby="contact-title" className="scroll-mt-20 py-16 sm:py-24">
        <Container className="grid gap-10 lg:grid-cols-[1fr_1.2fr]">
          <div>
            <h2 id="contact-title" className="text-3xl font-extrabold tracking-tight sm:text-4xl">
              {c.contact.title}
            </h2>
            <p className="mt-4 text-lg leading-relaxed text-ink/80">{c.contact.subtitle}</p>
            <p className="mt-6 font-semibold">{c.contact.responseTime}</p>
            <p className="mt-2 text-ink/80">
              <Interpolate
                text={c.contact.directEmail}
                values={{
                  email: (
                    <a
                      href={`mailto:${site.email}`}
                      className="font-semibold text-brand-dark underline underline-offset-4"
                    >
                      {site.email}
                    </a>
                  ),
                }}
              />
            </p>
          </div>
          <div id="contact-form-slot">
            <LazyContactForm />
          </div>
        </Container>
      </section>

      <section aria-labelledby="waitlist-title" className="bg-ink py-16 text-paper">
        <Container className="max-w-3xl text-center">
          <h2 id="waitlist-title" className="text-3xl font-extrabold tracking-tight">
            {c.waitlist.title}
          </h2>
          <p className="mt-4 text-lg text-paper/80">{c.waitlist.text}</p>
          <div id="waitlist-form-slot">
            <LazyWaitlistForm />
          </div>
          <p className="mt-4 text-sm text-paper/70">{c.waitlist.microtext}</p>
        </Container>
      </section>
    </>
  );
}
