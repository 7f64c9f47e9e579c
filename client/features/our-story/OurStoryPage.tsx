import { ourStory } from "../../../shared/content/our-story";
import { OurStoryArt } from "../../components/art/OurStoryArt";
import { LocalLink } from "../../components/LocalLink";
import { Card, PageHeader, Section } from "../../components/ui/Page";
import { useLocale, useT } from "../../i18n/locale";
import { usePageMeta } from "../../seo/page-meta";

export function OurStoryPage() {
  const c = ourStory[useLocale()];
  const t = useT();
  usePageMeta(c.meta);
  return (
    <>
      <PageHeader eyebrow={c.header.eyebrow} title={c.header.title} lead={c.header.lead} />

      <Section id="beginning" title={c.beginning.title}>
        <div className="grid items-center gap-10 lg:grid-cols-2">
          <div className="space-y-5 text-lg leading-relaxed text-ink/80">
            {c.beginning.paragraphs.map((text) => (
              <p key={text}>{text}</p>
            ))}
          </div>
          <OurStoryArt label={c.beginning.artAlt} />
        </div>
      </Section>

      <Section id="growth" title={c.growth.title} intro={c.growth.intro} tone="sand">
        <div className="grid gap-6 text-lg leading-relaxed text-ink/80 md:grid-cols-2 md:gap-10">
          {c.growth.paragraphs.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </div>
      </Section>

      <Section id="timeline" title={c.timeline.title} intro={c.timeline.intro} tone="ink">
        <ol className="grid gap-8 sm:grid-cols-2 lg:grid-cols-5">
          {c.timeline.items.map((item) => (
            <li key={item.year} className="border-t-4 border-brand pt-5">
              <p className="text-3xl font-black text-brand">{item.year}</p>
              <h3 className="mt-2 text-lg font-bold">{item.title}</h3>
              <p className="mt-2 leading-relaxed text-paper/80">{item.text}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section id="lessons" title={c.lessons.title} intro={c.lessons.intro}>
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {c.lessons.items.map((lesson) => (
            <li key={lesson.title}>
              <Card title={lesson.title}>{lesson.text}</Card>
            </li>
          ))}
        </ul>
        <p className="mt-10 text-lg text-ink/80">
          {t.missionLink.text}{" "}
          <LocalLink to="/our-mission" className="font-bold text-brand-dark underline underline-offset-4">
            {t.missionLink.cta}
          </LocalLink>
        </p>
      </Section>
    </>
  );
}
