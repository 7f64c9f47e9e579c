import { createContext, useContext, useEffect } from "react";
import { useLocale } from "../i18n/locale";

export interface PageMeta {
  title: string;
  description: string;
  /** Only the generator page sets keywords, as the original did. */
  keywords?: string;
  /** 404 for the not-found page: the prerenderer writes it as the page served with that status. */
  status?: 404;
}

/**
 * While prerendering, pages hand their title and description to this collector, and the
 * prerenderer writes them (with canonical, hreflang, Open Graph and JSON-LD) into the HTML head.
 */
export const PageMetaCollector = createContext<((meta: PageMeta) => void) | null>(null);

/** Declares the page's title and description, and keeps <html lang>, title and description in step in the browser. */
export function usePageMeta(meta: PageMeta): void {
  const collect = useContext(PageMetaCollector);
  collect?.(meta);
  const locale = useLocale();
  useEffect(() => {
    document.documentElement.lang = locale;
    document.title = meta.title;
    document.querySelector('meta[name="description"]')?.setAttribute("content", meta.description);
    document.querySelector('meta[property="og:title"]')?.setAttribute("content", meta.title);
    document.querySelector('meta[property="og:description"]')?.setAttribute("content", meta.description);
  }, [locale, meta.title, meta.description]);
}
