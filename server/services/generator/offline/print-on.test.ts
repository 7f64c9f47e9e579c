import { describe, expect, test } from "bun:test";
import { GARMENT_FILLS, type GarmentColour } from "../../../../shared/garments";
import { compose, createOfflineProvider, garmentsLike } from ".";
import { contrast } from "./colour";
import { PALETTES } from "./palettes";

const GARMENTS = Object.keys(GARMENT_FILLS) as GarmentColour[];
/** Prompts that name colours, garments, both or neither: every way compose() picks a palette. */
const PROMPTS = [
  "cap with a mountain and the text ALPINE CLUB 1924",
  "fox logo, orange and navy",
  "mustard and brown design",
  "black and white skull",
  "white t-shirt with a cartoon fox",
  "black hoodie with a wolf",
  "na černém tričku liška",
  "navy mug with gold anchor",
  "natural tote bag with a green leaf",
  "mustard t-shirt saying HELLO",
  "pastel pink and mint flowers",
  "neon rocket",
];

describe("where the print file (no background) may go on a mockup", () => {
  test("on every fabric it is allowed on, each palette's lettering ink reads (contrast >= 3)", () => {
    const palettes = [
      ...Object.values(PALETTES),
      ...PROMPTS.flatMap((p) =>
        Array.from({ length: 8 }, (_, i) => compose(`${p} ${"x".repeat(i)}`).composition.palette),
      ),
    ];
    for (const p of palettes)
      for (const g of garmentsLike(p.bg))
        expect({ palette: p.bg, garment: g, ink: contrast(p.ink, GARMENT_FILLS[g]) >= 3 }).toEqual({
          palette: p.bg,
          garment: g,
          ink: true,
        });
  });

  test("every fabric takes the print file of some palettes and not of others (light and dark)", () => {
    for (const g of GARMENTS) {
      const on = Object.values(PALETTES).filter((p) => garmentsLike(p.bg).includes(g));
      expect({ g, some: on.length > 0, notAll: on.length < Object.keys(PALETTES).length }).toEqual({
        g,
        some: true,
        notAll: true,
      });
    }
  });

  test("the garment a prompt names always takes its print file", () => {
    for (const prompt of PROMPTS) {
      const { garment, composition } = compose(prompt);
      if (garment)
        expect({ prompt, on: garmentsLike(composition.palette.bg).includes(garment) }).toEqual({ prompt, on: true });
    }
  });

  test("the provider answers the fabrics with the print file", async () => {
    const provider = createOfflineProvider();
    const light = await provider.generate("white t-shirt with a cartoon fox", AbortSignal.timeout(10_000));
    expect(light.printOn).toContain("white");
    expect(light.printOn).not.toContain("black");
    const dark = await provider.generate("black hoodie with a wolf", AbortSignal.timeout(10_000));
    expect(dark.printOn).toContain("black");
    expect(dark.printOn).not.toContain("white");
  });
});
