import { useParams } from "@tanstack/react-router";
import { catalogs, defaultLocale, isLocale, type Locale, type Messages } from "../../shared/i18n";

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
