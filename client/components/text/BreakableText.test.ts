import { describe, expect, test } from "bun:test";
import { breakPoints } from "./BreakableText";

describe("break points of long labels", () => {
  test("after the separators of hosts, paths and campaign tags, keeping every character", () => {
    expect(breakPoints("www.google.com")).toEqual(["www.", "google.", "com"]);
    expect(breakPoints("/ai-merch-generator")).toEqual(["/", "ai-", "merch-", "generator"]);
    expect(breakPoints("google / cpc / brand_2026")).toEqual(["google /", " cpc /", " brand_", "2026"]);
    expect(breakPoints("/search?q=a&b=c")).toEqual(["/", "search?", "q=", "a&", "b=", "c"]);
    for (const s of ["Samsung Internet", "", "Česko", "news.ycombinator.com/item?id=1"])
      expect(breakPoints(s).join("")).toBe(s);
  });
  test("a label without separators stays whole", () => {
    expect(breakPoints("Samsung Internet")).toEqual(["Samsung Internet"]);
    expect(breakPoints("")).toEqual([""]);
  });
});
