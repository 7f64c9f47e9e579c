/** The form's language as staff read it in their mails. */
const LANGUAGE: Record<string, string> = { en: "English", cs: "Czech" };

/**
 * When and in what language a lead was sent, for the company's mails: in the company's time zone
 * ("6 December 2026 at 06:26, Europe/Prague"), as the inbox shows it, not an ISO instant in UTC.
 */
export function sentLine(what: string, locale: string, at: Date, timeZone: string, extra?: string): string {
  const when = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeStyle: "short", timeZone }).format(at);
  const how = [LANGUAGE[locale] ?? locale, extra].filter(Boolean).join(", ");
  return `Sent from the ${what} (${how}) on ${when}, ${timeZone} time.`;
}
