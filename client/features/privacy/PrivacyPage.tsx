import { Fragment, type ReactNode } from "react";
import { privacy } from "../../../shared/content/privacy";
import { format } from "../../../shared/i18n/locales";
import { Container, PageHeader, Section } from "../../components/ui/Page";
import { useLocale } from "../../i18n/locale";
import { usePageMeta } from "../../seo/page-meta";
import { site } from "../../site";

type Content = (typeof privacy)["en"];
type Part = { title: string; intro: string; items: readonly { title: string; text: string }[] };

/** The sections in reading order, with their anchors (ids stay English in both languages). */
const PARTS = [
  "collected",
  "retention",
  "analytics",
  "accounts",
  "processors",
] as const satisfies readonly (keyof Content)[];

/** A text with `{email}` replaced by a mailto link to the company's address (from the site configuration). */
function withEmail(text: string): ReactNode {
  const pieces = format(text, { legalName: site.legalName }).split("{email}");
  return pieces.map((piece, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: a fixed split of one text, never reordered
    <Fragment key={i}>
      {piece}
      {i < pieces.length - 1 ? (
        <a className="font-semibold underline underline-offset-4" href={`mailto:${site.email}`}>
          {site.email}
        </a>
      ) : null}
    </Fragment>
  ));
}

function Items({ items }: { items: Part["items"] }) {
  return (
    <ul className="grid gap-x-10 gap-y-8 md:grid-cols-2">
      {items.map((item) => (
        <li key={item.title}>
          <h3 className="text-xl font-bold">{item.title}</h3>
          <p className="mt-2 leading-relaxed text-ink/80">{item.text}</p>
        </li>
      ))}
    </ul>
  );
}

/** /privacy: what the site stores, why, for how long, who processes it, and the visitor's rights. */
export function PrivacyPage() {
  const c = privacy[useLocale()];
  usePageMeta(c.meta);
  return (
    <>
      <PageHeader eyebrow={c.header.eyebrow} title={c.header.title} />
      <Container className="-mt-4 pb-4">
        <p className="max-w-3xl text-lg leading-relaxed text-ink/80 sm:text-xl">{withEmail(c.header.lead)}</p>
      </Container>

      {PARTS.map((key, i) => {
        const part: Part = c[key];
        return (
          <Section key={key} id={key} title={part.title} intro={part.intro} tone={i % 2 === 0 ? "sand" : "plain"}>
            <Items items={part.items} />
          </Section>
        );
      })}

      <Section id="rights" title={c.rights.title} intro={c.rights.intro}>
        <ul className="max-w-3xl space-y-3 text-lg leading-relaxed">
          {c.rights.items.map((item) => (
            <li key={item.title}>
              <strong>{item.title}</strong> — {item.text}
            </li>
          ))}
        </ul>
        <h3 className="mt-10 text-xl font-bold">{c.rights.howTitle}</h3>
        <p className="mt-2 max-w-3xl text-lg leading-relaxed text-ink/80">{withEmail(c.rights.how)}</p>
        <p className="mt-10 text-sm text-ink/70">{c.updated}</p>
      </Section>
    </>
  );
}
