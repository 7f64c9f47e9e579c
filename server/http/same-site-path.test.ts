import { describe, expect, test } from "bun:test";
import { sameSitePath } from "./same-site-path";

const HOSTILE = [
  "//evil.example",
  "///evil.example",
  "////evil.example/x",
  "/\\evil.example",
  "\\\\evil.example",
  "\\/evil.example",
  "/\t/evil.example",
  "/\n/evil.example",
  "/\r\n\\evil.example",
  "/\u0000/evil.example",
  "https://evil.example",
  "https:evil.example",
  "javascript:alert(1)",
  "//evil.example@site",
  "/%0d%0aLocation:%20//evil.example",
];

describe("sameSitePath", () => {
  for (const path of HOSTILE) {
    test(`${JSON.stringify(path)} stays on the site`, () => {
      const result = sameSitePath(path);
      expect(result.startsWith("/")).toBe(true);
      expect(result.startsWith("//")).toBe(false);
      expect(result.startsWith("/\\")).toBe(false);
      expect(new URL(result, "https://merchovna.example").origin).toBe("https://merchovna.example");
      expect(result).not.toMatch(/[\r\n]/);
    });
  }
  test("ordinary paths and queries are kept", () => {
    expect(sameSitePath("/our-story")).toBe("/our-story");
    expect(sameSitePath("/cs/brands?x=1")).toBe("/cs/brands?x=1");
    expect(sameSitePath("/")).toBe("/");
  });
});
