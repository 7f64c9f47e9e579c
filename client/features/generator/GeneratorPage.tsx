import { useEffect } from "react";
import { generator } from "../../../shared/content/generator";
import { Card, PageHeader, Section } from "../../components/ui/Page";
import { useLocale } from "../../i18n/locale";
import { usePageMeta } from "../../seo/page-meta";
import { LazyStudio } from "./LazyStudio";
import { StudioBand } from "./StudioLayout";

/**
 * /ai-merch-generator: title and intro, the generator (its interactive part loads as a chunk of its
 * own, see LazyStudio) and the four tips. Sets its own title, description and keywords.
 */
export function GeneratorPage() {
  const c = generator[useLocale()];
  usePageMeta(c.meta);
  useKeywords(c.meta.keywords);
  const tips = [c.tips.specific, c.tips.style, c.tips.colors, c.tips.usage];
  return (
    <>
      <PageHeader title={c.title} lead={c.intro} />
      <StudioBand>
        <LazyStudio />
      </StudioBand>
      <Section id="tips" title={c.tips.title}>
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {tips.map((tip, i) => (
            <li key={tip.title}>
              <Card title={tip.title} icon={<TipNumber n={i + 1} />}>
                {tip.text}
              </Card>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}

function TipNumber({ n }: { n: number }) {
  return (
    <span className="grid h-10 w-10 place-items-center rounded-full bg-brand text-lg font-black text-ink">{n}</span>
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
