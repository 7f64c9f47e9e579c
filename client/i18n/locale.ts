import { useParams } from "@tanstack/react-router";
import { catalogs, defaultLocale, isLocale, type Locale, type Messages } from "../../shared/i18n";

const STORAGE_KEY = "lang";

/** The locale of the current URL: /cs/... is Czech, everything else English. */
export function useLocale(): Locale {
  const { lang } = useParams({ strict: false }) as { lang?: string };
  return isLocale(lang) ? lang : defaultLocale;
}

/** The catalog of the current locale: `t.nav.ourStory`. */
export function useT(): Messages {
  return catalogs[useLocale()];
}

/** The value for the optional {-$lang} route param: undefined for English (no prefix). */
export function langParam(locale: Locale): string | undefined {
  return locale === defaultLocale ? undefined : locale;
}

/** Remembers the visitor's choice, in a cookie (the server redirects with it) and localStorage. */
export function rememberLocale(locale: Locale): void {
  try {
    localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // Storage may be disabled; the cookie still works.
  }
  // biome-ignore lint/suspicious/noDocumentCookie: a plain cookie is all the server needs to read.
  document.cookie = `${STORAGE_KEY}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax`;
}
