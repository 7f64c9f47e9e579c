export const locales = ["en", "cs"] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = "en";

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (locales as readonly string[]).includes(value);
}

/** The URL prefix of a locale: English lives at the root, Czech under /cs. */
export function localePrefix(locale: Locale): string {
  return locale === defaultLocale ? "" : `/${locale}`;
}

/** Splits "/cs/what-we-do" into { locale: "cs", path: "/what-we-do" }. */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  const match = /^\/(cs)(\/.*)?$/.exec(pathname);
  if (match) return { locale: "cs", path: match[2] || "/" };
  return { locale: defaultLocale, path: pathname || "/" };
}

/** Replaces {name} placeholders with values. */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
