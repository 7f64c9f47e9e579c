import { inbox } from "../../../shared/content/inbox";

/**
 * When and in what language a lead was sent, for the company's mails: in the company's time zone
 * ("6 December 2026 at 06:26, Europe/Prague"), as the inbox shows it, not an ISO instant in UTC;
 * the language by the inbox's English name for it.
 */
export function sentLine(what: string, locale: string, at: Date, timeZone: string, extra?: string): string {
  const when = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeStyle: "short", timeZone }).format(at);
  const languages: Record<string, string> = inbox.en.lead.languages;
  const how = [languages[locale] ?? locale, extra].filter(Boolean).join(", ");
  return `Sent from the ${what} (${how}) on ${when}, ${timeZone} time.`;
}
