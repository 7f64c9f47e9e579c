import { useEffect } from "react";
import { generator } from "../../../shared/content/generator";
import { Card, PageHeader, Section } from "../../components/ui/Page";
import { useLocale } from "../../i18n/locale";
import { usePageMeta } from "../../seo/page-meta";

export function GeneratorPage() {
  const c = generator[useLocale()];
  usePageMeta(c.meta);
  useKeywords(c.meta.keywords);
  const tips = [c.tips.specific, c.tips.style, c.tips.colors, c.tips.usage];
  return (
    <>
      <PageHeader title={c.title} lead={c.intro} />
      <Section id="tips" title={c.tips.title} tone="sand">
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {tips.map((tip) => (
            <li key={tip.title}>
              <Card title={tip.title}>{tip.text}</Card>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}

/** The generator page sets its own keywords, as the original did. */
function useKeywords(keywords: string) {
  useEffect(() => {
    let tag = document.querySelector<HTMLMetaElement>('meta[name="keywords"]');
    if (!tag) {
      tag = document.createElement("meta");
      tag.name = "keywords";
      document.head.append(tag);
    }
    tag.content = keywords;
    return () => tag?.remove();
  }, [keywords]);
}
