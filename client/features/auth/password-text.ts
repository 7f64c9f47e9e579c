import type { authPage } from "../../../shared/content/auth";
import type { Locale } from "../../../shared/i18n";

type Rules = (typeof authPage)["en"]["rules"];

/** The English rule messages of shared/password.ts, by their key in the content module. */
const KEYS: Record<string, keyof Rules> = {
  "Password must be at least 8 characters long": "tooShort",
  "Password must not exceed 128 characters": "tooLong",
  "Password must contain at least one uppercase letter": "uppercase",
  "Password must contain at least one lowercase letter": "lowercase",
  "Password must contain at least one number": "number",
  "Password must contain at least one special character": "special",
  "Password contains common patterns and is not secure": "common",
  "Password cannot contain three or more consecutive identical characters": "repeated",
};

/** The rule messages in the page's language (English keeps the spec's exact texts). */
export function localizeProblems(problems: string[], locale: Locale, rules: (typeof authPage)[Locale]["rules"]) {
  if (locale === "en") return problems;
  return problems.map((p) => {
    const key = KEYS[p];
    return key ? rules[key] : p;
  });
}

/** A server refusal's text ("A. B. C") split back into its rule messages. */
export function splitProblemText(text: string): string[] {
  return text
    .split(/\.\s+/)
    .map((p) => p.replace(/\.$/, "").trim())
    .filter(Boolean);
}
