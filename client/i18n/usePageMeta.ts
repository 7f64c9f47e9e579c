import { useEffect } from "react";
import { useLocale } from "./locale";

/**
 * Keeps <html lang>, the title and the meta description in step with the page and language as the
 * visitor navigates. (The first HTML response already carries them: pages are prerendered.)
 */
export function usePageMeta(meta: { title: string; description: string }): void {
  const locale = useLocale();
  useEffect(() => {
    document.documentElement.lang = locale;
    document.title = meta.title;
    let tag = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!tag) {
      tag = document.createElement("meta");
      tag.name = "description";
      document.head.append(tag);
    }
    tag.content = meta.description;
  }, [locale, meta.title, meta.description]);
}
