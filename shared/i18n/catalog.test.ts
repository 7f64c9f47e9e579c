import { describe, expect, test } from "bun:test";
import { catalogs, keyPaths, locales } from "./index";

describe("i18n catalogs", () => {
  const source = keyPaths(catalogs.en).sort();

  for (const locale of locales) {
    test(`${locale} has exactly the English keys`, () => {
      const keys = keyPaths(catalogs[locale]).sort();
      expect({
        missing: source.filter((k) => !keys.includes(k)),
        extra: keys.filter((k) => !source.includes(k)),
      }).toEqual({
        missing: [],
        extra: [],
      });
    });

    test(`${locale} has no empty text`, () => {
      const empty = keyPaths(catalogs[locale]).filter((path) => {
        const value = path
          .split(".")
          .reduce<unknown>((node, k) => (node as Record<string, unknown>)[k], catalogs[locale]);
        return typeof value !== "string" || value.trim() === "";
      });
      expect(empty).toEqual([]);
    });
  }

  test("placeholders agree between locales", () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    const mismatched = source.filter((path) => {
      const get = (locale: "en" | "cs") =>
        path.split(".").reduce<unknown>((node, k) => (node as Record<string, unknown>)[k], catalogs[locale]) as string;
      return JSON.stringify(placeholders(get("en"))) !== JSON.stringify(placeholders(get("cs")));
    });
    expect(mismatched).toEqual([]);
  });
});
