import { describe, expect, test } from "bun:test";
import prompts from "../../../../tests/fixtures/generator-prompts.json";
import { MOTIF_TABLE } from "./motifs/index";
import { COLOURS } from "./prompt/colours";
import { type LabelledPrompt, ruleFailures } from "./prompt-rules";

const fixture = prompts as LabelledPrompt[];

describe("the offline generator keeps to the prompt (100 labelled prompts)", () => {
  test("the fixture has 50 English and 50 Czech prompts, labelled with known colours and motifs", () => {
    expect(fixture.filter((p) => p.lang === "en")).toHaveLength(50);
    expect(fixture.filter((p) => p.lang === "cs")).toHaveLength(50);
    for (const p of fixture) {
      for (const c of p.colours) expect(COLOURS.has(c)).toBe(true);
      for (const m of p.motifs) expect(MOTIF_TABLE[m]).toBeDefined();
    }
  });

  for (const p of fixture) {
    test(`${p.lang}: ${p.prompt}`, () => {
      expect(ruleFailures(p)).toEqual([]);
    });
  }
});

describe("vocabulary", () => {
  test("at least 120 motifs and 40 colours, each reachable from its words", () => {
    expect(Object.keys(MOTIF_TABLE).length).toBeGreaterThanOrEqual(120);
    expect(COLOURS.size).toBeGreaterThanOrEqual(40);
    for (const [id, m] of Object.entries(MOTIF_TABLE)) {
      const [en, cs] = m.words.split("|").map((s) => s.trim().split(/\s+/).filter(Boolean));
      expect({ id, en: (en ?? []).length > 0, cs: (cs ?? []).length > 0 }).toEqual({ id, en: true, cs: true });
      expect(m.draw().length).toBeGreaterThan(0);
    }
  });
});
