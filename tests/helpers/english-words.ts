/**
 * Names that read the same in both languages (headers, cookie flags, products, units): they may
 * stand in a Czech metric value. Any other word of the English value must not.
 */
const TECHNICAL = new Set([
  "CSP",
  "nosniff",
  "frame-ancestors",
  "HSTS",
  "HttpOnly",
  "SameSite",
  "Lax",
  "Secure",
  "https",
  "OpenAI",
  "IP",
  "min",
  "h",
  "US",
]);

const words = (text: string) => text.match(/\p{L}[\p{L}-]*/gu) ?? [];

/** The words of `czech` that are English words of `english` (and not technical names). */
export function englishWordsIn(czech: string, english: string): string[] {
  const englishWords = new Set(words(english).filter((w) => !TECHNICAL.has(w)));
  return words(czech).filter((w) => englishWords.has(w));
}
