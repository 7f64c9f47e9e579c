import { cs } from "./cs";
import { en, type Messages } from "./en";
import type { Locale } from "./locales";

export * from "./locales";
export type { Messages };

export const catalogs: Record<Locale, Messages> = { en, cs };

/** Every key path of a catalog ("nav.ourStory", ...), used by the catalog check. */
export function keyPaths(value: unknown, prefix = ""): string[] {
  if (typeof value !== "object" || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keyPaths(v, prefix ? `${prefix}.${k}` : k));
}
