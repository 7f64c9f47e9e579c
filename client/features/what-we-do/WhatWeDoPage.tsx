import { whatWeDo } from "../../../shared/content/what-we-do";
import { ServiceIcon, type ServiceIconName } from "../../components/art/ServiceIcons";
import { GeneratorCallout } from "../../components/GeneratorCallout";
import { PageHeader, Section } from "../../components/ui/Page";
import { useLocale } from "../../i18n/locale";
import { usePageMeta } from "../../seo/page-meta";

/** The service groups in the order the page shows them; each key names its copy and its icon. */
const groupOrder: readonly ServiceIconName[] = ["strategy", "design", "experiences", "gifts"];

export function WhatWeDoPage() {
  const c = whatWeDo[useLocale()];
  usePageMeta(c.meta);
  return (
    <>
      <PageHeader eyebrow={c.header.eyebrow} title={c.header.title} lead={c.header.lead} />

      <Section id="services" title={c.groups.title} intro={c.groups.intro}>
        <ul className="grid gap-6 md:grid-cols-2">
          {groupOrder.map((key) => {
            const group = c.groups[key];
            const headingId = `service-${key}`;
            return (
              <li key={key}>
                <article
                  aria-labelledby={headingId}
                  className="flex h-full flex-col gap-4 rounded-2xl border border-ink/10 bg-paper p-6 shadow-sm sm:p-8"
                >
                  <ServiceIcon name={key} className="h-12 w-12" />
                  <h3 id={headingId} className="text-2xl font-extrabold tracking-tight">
                    {group.name}
                  </h3>
                  <p className="leading-relaxed text-ink/80">{group.intro}</p>
                  <p className="mt-2 text-sm font-bold uppercase tracking-[0.14em] text-ink/70">
                    {c.groups.servicesLabel}
                  </p>
                  <ul className="space-y-2.5">
                    {group.services.map((service) => (
                      <li key={service} className="flex gap-3 leading-snug">
                        <span aria-hidden="true" className="mt-1.5 h-2 w-2 shrink-0 rounded-full bg-accent" />
                        <span>{service}</span>
                      </li>
                    ))}
                  </ul>
                </article>
              </li>
            );
          })}
        </ul>
      </Section>

      <Section id="products" title={c.products.title} intro={c.products.intro} tone="sand">
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {c.products.categories.map((category) => (
            <li key={category} className="rounded-xl border border-ink/10 bg-paper px-4 py-3 font-semibold">
              {category}
            </li>
          ))}
        </ul>
        <p className="mt-8 max-w-3xl leading-relaxed text-ink/80">{c.products.methods}</p>
      </Section>

      <Section id="process" title={c.process.title}>
        <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {c.process.steps.map((step, index) => (
            <li key={step.title} className="flex flex-col gap-2">
              <span aria-hidden="true" className="text-4xl font-black text-brand-dark">
                {String(index + 1).padStart(2, "0")}
              </span>
              <h3 className="text-xl font-bold">{step.title}</h3>
              <p className="leading-relaxed text-ink/80">{step.text}</p>
            </li>
          ))}
        </ol>
      </Section>
      <GeneratorCallout />
    </>
  );
}
