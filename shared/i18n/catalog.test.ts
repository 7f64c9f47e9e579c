import { describe, expect, test } from "bun:test";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { catalogs, keyPaths } from "./index";

/** Every text tree to check: the shell catalogs and each page's content module (shared/content/*). */
async function textTrees(): Promise<[string, { en: unknown; cs: unknown }][]> {
  const trees: [string, { en: unknown; cs: unknown }][] = [["shell catalog (shared/i18n)", catalogs]];
  const dir = join(import.meta.dir, "../content");
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"))) {
    const mod = (await import(join(dir, file))) as Record<string, unknown>;
    for (const [name, value] of Object.entries(mod)) {
      if (value && typeof value === "object" && "en" in value && "cs" in value) {
        trees.push([`${file}: ${name}`, value as { en: unknown; cs: unknown }]);
      }
    }
  }
  return trees;
}

const get = (tree: unknown, path: string) =>
  path.split(".").reduce<unknown>((node, k) => (node as Record<string, unknown>)?.[k], tree);
const placeholders = (text: unknown) =>
  typeof text === "string" ? [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort() : [];

const trees = await textTrees();

describe("i18n: every English text has its Czech text", () => {
  for (const [name, tree] of trees) {
    test(`${name}: Czech has exactly the English keys`, () => {
      const en = keyPaths(tree.en).sort();
      const cs = keyPaths(tree.cs).sort();
      expect({ missing: en.filter((k) => !cs.includes(k)), extra: cs.filter((k) => !en.includes(k)) }).toEqual({
        missing: [],
        extra: [],
      });
    });

    test(`${name}: no empty texts, placeholders agree`, () => {
      const paths = keyPaths(tree.en);
      const empty = paths.filter(
        (p) => typeof get(tree.cs, p) !== "string" || (get(tree.cs, p) as string).trim() === "",
      );
      // A Czech greeting leaves the name out: "Dobrý den, Jana Nováková," is the nominative where
      // Czech needs the vocative, which cannot be derived safely from any name.
      const agree = (p: string) => {
        const cs = placeholders(get(tree.cs, p));
        const en = placeholders(get(tree.en, p)).filter((x) => !(/(^|\.)greeting$/.test(p) && x === "name"));
        return JSON.stringify(en) === JSON.stringify(cs);
      };
      const mismatched = paths.filter((p) => !agree(p));
      expect({ empty, mismatched }).toEqual({ empty: [], mismatched: [] });
    });
  }
});

/** Czech words after which a name would have to be declined (a greeting's comma, prepositions). */
const DECLINING = /(?:^|[\s(„])(?:den,|od|pro|s|se|k|ke|o|u|na|za|bez|do|ode|před|po|při)\s+\{(\w+)\}/i;
const PERSON = new Set(["name", "sender", "inviter", "owner", "admin"]);

describe("i18n: Czech does not put a person's name where it would have to be declined", () => {
  for (const [name, tree] of trees) {
    test(`${name}: a name stands only where the nominative is right`, () => {
      const wrong = keyPaths(tree.cs).filter((p) => {
        const text = get(tree.cs, p);
        const hit = typeof text === "string" ? DECLINING.exec(text) : null;
        return hit !== null && PERSON.has(hit[1] ?? "");
      });
      expect(wrong).toEqual([]);
    });
  }
});
