/**
 * Page copy lives in one module per page, English and Czech side by side. English is the source;
 * the Czech object must have exactly its shape (the type checks it, and
 * shared/i18n/catalog.test.ts checks every registered module at test time).
 */
type Widen<T> = T extends string
  ? string
  : T extends readonly (infer U)[]
    ? readonly Widen<U>[]
    : { -readonly [K in keyof T]: Widen<T[K]> };

export interface Localized<T> {
  en: T;
  cs: Widen<T>;
}

export function localized<const T>(content: { en: T; cs: Widen<T> }): Localized<T> {
  return content;
}
