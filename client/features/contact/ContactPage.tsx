import type { ReactNode } from "react";
import { contactPage } from "../../../shared/content/contact";
import { BreakableText } from "../../components/text/BreakableText";
import { PageHeader, Section } from "../../components/ui/Page";
import { useLocale } from "../../i18n/locale";
import { usePageMeta } from "../../seo/page-meta";
import { site } from "../../site";
import { LazySimpleContactForm } from "./LazySimpleContactForm";

const linkClass = "font-bold underline decoration-2 underline-offset-4 hover:text-brand-dark";

export function ContactPage() {
  const c = contactPage[useLocale()];
  usePageMeta(c.meta);
  const newTab = <span className="sr-only"> {c.cards.newTab}</span>;
  return (
    <>
      <PageHeader eyebrow={c.header.eyebrow} title={c.header.title} lead={c.header.lead} />

      <Section id="contact-cards" title={c.cards.title}>
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          <ContactCard icon="phone" title={c.cards.phone.title} text={c.cards.phone.text}>
            <a href={`tel:${site.phone.replace(/[^\d+]/g, "")}`} className={linkClass}>
              {site.phone}
            </a>
          </ContactCard>
          <ContactCard icon="email" title={c.cards.email.title} text={c.cards.email.text}>
            <a href={`mailto:${site.email}`} className={`${linkClass} wrap-anywhere`}>
              <BreakableText text={site.email} />
            </a>
          </ContactCard>
          <ContactCard icon="meeting" title={c.cards.meeting.title} text={c.cards.meeting.text}>
            <a
              href={site.meetingUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-block rounded-full bg-ink px-5 py-2.5 font-bold text-paper transition hover:bg-brand hover:text-ink"
            >
              {c.cards.meeting.cta}
              {newTab}
            </a>
          </ContactCard>
          <ContactCard icon="social" title={c.cards.social.title} text={c.cards.social.text}>
            <span className="flex flex-wrap gap-x-5 gap-y-2">
              <a href={site.instagramUrl} target="_blank" rel="noopener noreferrer" className={linkClass}>
                {c.cards.social.instagram}
                {newTab}
              </a>
              <a href={site.linkedinUrl} target="_blank" rel="noopener noreferrer" className={linkClass}>
                {c.cards.social.linkedin}
                {newTab}
              </a>
            </span>
          </ContactCard>
        </ul>
      </Section>

      <Section id="contact-form" title={c.form.title} intro={c.form.text} tone="sand">
        <p className="flex items-center gap-3 text-lg font-semibold">
          <span aria-hidden="true" className="h-3 w-3 shrink-0 rounded-full bg-accent" />
          {c.form.responseTime}
        </p>
        <div id="contact-form-slot" className="mt-8 max-w-2xl">
          <LazySimpleContactForm />
        </div>
      </Section>
    </>
  );
}

type IconName = "phone" | "email" | "meeting" | "social";

function ContactCard({
  icon,
  title,
  text,
  children,
}: {
  icon: IconName;
  title: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <li className="flex h-full flex-col gap-3 rounded-2xl border border-ink/10 bg-paper p-6 shadow-sm">
      <ContactIcon name={icon} />
      <h3 className="text-xl font-bold">{title}</h3>
      <p className="leading-relaxed text-ink/80">{text}</p>
      <div className="mt-auto pt-2">{children}</div>
    </li>
  );
}

const iconPaths: Record<IconName, ReactNode> = {
  phone: (
    <path d="M15 10h5l2 7-3 2c1.5 3.5 4.5 6.5 8 8l2-3 7 2v5c0 1.5-1 2.5-2.5 2.5C21 33 15 27 13 12.5 13 11 14 10 15 10z" />
  ),
  email: (
    <>
      <rect x="10" y="14" width="28" height="20" rx="3" />
      <path d="M11 16l13 10 13-10" />
    </>
  ),
  meeting: (
    <>
      <rect x="10" y="13" width="28" height="25" rx="3" />
      <path d="M10 20h28M17 9v7M31 9v7M18 28l4 4 8-8" />
    </>
  ),
  social: (
    <>
      <circle cx="15" cy="24" r="4" />
      <circle cx="33" cy="14" r="4" />
      <circle cx="33" cy="34" r="4" />
      <path d="M18.5 22l11-6M18.5 26l11 6" />
    </>
  ),
};

/** A small line icon in a brand-coloured tile; decorative, the card's heading names it. */
function ContactIcon({ name }: { name: IconName }) {
  return (
    <svg viewBox="0 0 48 48" width="48" height="48" aria-hidden="true" focusable="false">
      <rect width="48" height="48" rx="12" fill="#f4b740" />
      <g fill="none" stroke="#15130f" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
        {iconPaths[name]}
      </g>
    </svg>
  );
}
