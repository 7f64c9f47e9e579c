import { ourMission } from "../../../shared/content/our-mission";
import { MissionArt } from "../../components/art/MissionArt";
import { Card, PageHeader, Section } from "../../components/ui/Page";
import { useLocale } from "../../i18n/locale";
import { usePageMeta } from "../../seo/page-meta";

export function OurMissionPage() {
  const c = ourMission[useLocale()];
  usePageMeta(c.meta);
  return (
    <>
      <PageHeader eyebrow={c.header.eyebrow} title={c.header.title} lead={c.header.lead} />

      <Section id="why" title={c.problem.title}>
        <div className="grid items-center gap-10 lg:grid-cols-2">
          <div className="space-y-5 text-lg leading-relaxed text-ink/80">
            {c.problem.paragraphs.map((text) => (
              <p key={text}>{text}</p>
            ))}
          </div>
          <MissionArt label={c.problem.artAlt} />
        </div>
      </Section>

      <Section id="principles" title={c.principles.title} intro={c.principles.intro} tone="sand">
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {c.principles.items.map((principle, i) => (
            <li key={principle.title}>
              <Card
                title={principle.title}
                icon={
                  <span className="inline-flex size-11 items-center justify-center rounded-full bg-brand text-lg font-black">
                    {String(i + 1).padStart(2, "0")}
                  </span>
                }
              >
                {principle.text}
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="your-order" title={c.order.title} intro={c.order.intro}>
        <ul className="grid gap-x-10 gap-y-5 md:grid-cols-2">
          {c.order.items.map((item) => (
            <li key={item} className="flex gap-4 text-lg leading-relaxed">
              <CheckIcon />
              <span>{item}</span>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}

function CheckIcon() {
  return (
    <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false" className="mt-0.5 shrink-0">
      <circle cx="12" cy="12" r="12" fill="#15130f" />
      <path d="M7 12.5l3.2 3.2L17 9" fill="none" stroke="#f4b740" strokeWidth="2.6" strokeLinecap="round" />
    </svg>
  );
}
