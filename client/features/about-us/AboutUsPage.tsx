import { aboutUs } from "../../../shared/content/about-us";
import { InitialAvatar, StudioArt } from "../../components/art/AboutArt";
import { LocalLink } from "../../components/LocalLink";
import { PageHeader, Section } from "../../components/ui/Page";
import { useLocale } from "../../i18n/locale";
import { usePageMeta } from "../../seo/page-meta";

export function AboutUsPage() {
  const c = aboutUs[useLocale()];
  usePageMeta(c.meta);
  return (
    <>
      <PageHeader eyebrow={c.header.eyebrow} title={c.header.title} lead={c.header.lead} />

      <Section id="studio" title={c.studio.title}>
        <div className="grid items-center gap-10 lg:grid-cols-2">
          <div>
            <div className="space-y-5 text-lg leading-relaxed text-ink/80">
              {c.studio.paragraphs.map((text) => (
                <p key={text}>{text}</p>
              ))}
            </div>
            <LocalLink
              to="/contact"
              className="mt-8 inline-block rounded-full border-2 border-ink px-7 py-3 text-base font-bold transition hover:bg-ink hover:text-paper"
            >
              {c.studio.visitCta}
            </LocalLink>
          </div>
          <StudioArt label={c.studio.artAlt} />
        </div>
      </Section>

      <Section id="team" title={c.team.title} intro={c.team.intro} tone="sand">
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {c.team.members.map((member, i) => (
            <li key={member.name} className="flex gap-4 rounded-2xl border border-ink/10 bg-paper p-6 shadow-sm">
              <InitialAvatar name={member.name} index={i} />
              <div>
                <h3 className="text-xl font-bold">{member.name}</h3>
                <p className="font-semibold text-brand-dark">{member.role}</p>
                <p className="mt-2 leading-relaxed text-ink/80">{member.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="process" title={c.process.title} intro={c.process.intro} tone="ink">
        <ol className="grid gap-8 sm:grid-cols-2 lg:grid-cols-5">
          {c.process.steps.map((step, i) => (
            <li key={step.title} className="border-t-4 border-brand pt-5">
              <p className="flex items-baseline justify-between gap-3">
                <span className="text-3xl font-black text-brand" aria-hidden="true">
                  {i + 1}
                </span>
                <span className="text-sm font-semibold uppercase tracking-wider text-paper/80">{step.when}</span>
              </p>
              <h3 className="mt-2 text-lg font-bold">{step.title}</h3>
              <p className="mt-2 leading-relaxed text-paper/80">{step.text}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section id="partners" title={c.partners.title} intro={c.partners.intro}>
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {c.partners.items.map((partner) => (
            <li key={partner.craft} className="rounded-2xl border border-ink/10 bg-paper p-6 shadow-sm">
              <h3 className="text-xl font-bold">{partner.craft}</h3>
              <p className="mt-1 text-sm font-semibold uppercase tracking-wider text-brand-dark">{partner.place}</p>
              <p className="mt-3 leading-relaxed text-ink/80">{partner.text}</p>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
