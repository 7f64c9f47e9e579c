/**
 * Remembers the visitor's language choice, in a cookie (the server redirects English URLs with it)
 * and localStorage. Nothing heavy imported: the entry script (main.tsx) calls it too, for a switch
 * (a link with `data-locale-switch="cs"`) clicked before the app has loaded, whose native
 * navigation would otherwise forget the choice.
 */
import type { Locale } from "../../shared/i18n/locales";

const STORAGE_KEY = "lang";

export function rememberLocale(locale: Locale): void {
  try {
    localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // Storage may be disabled; the cookie still works.
  }
  // biome-ignore lint/suspicious/noDocumentCookie: a plain cookie is all the server needs to read.
  document.cookie = `${STORAGE_KEY}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax`;
}
