import { renderAsync } from "@resvg/resvg-js";
import type { ImageProvider } from "../provider";
import { fontFiles, fonts } from "./fonts";
import { type Composition, LAYOUTS, type LayoutName, SIZE } from "./layouts";
import type { Finish } from "./motifs";
import { PALETTES, type PaletteName, paletteFromColours } from "./palettes";
import { analysePrompt, colourHex, type PromptAnalysis } from "./prompt/analyse";
import type { StyleName } from "./prompt/styles";
import { seededRandom } from "./random";
import { normalizePrompt } from "./words";

/**
 * The built-in offline generator: reads the prompt's colours, style, subject and wording, composes
 * a print-style design as SVG, and renders it to PNG on the server. Deterministic: the same prompt
 * (after normalising case and spaces) gives the same bytes.
 */
export function createOfflineProvider(): ImageProvider {
  fonts(); // parse the fonts now, so the first visitor does not wait for it
  return {
    name: "offline",
    costMicroUsd: 0,
    async generate(prompt, signal) {
      return { bytes: await renderDesign(prompt, signal), contentType: "image/png" };
    },
  };
}

const DEFAULT_LAYOUTS: LayoutName[] = ["badge", "typography", "geometric", "retro", "badge", "minimal"];
const MAX_LINE = 28;

/** Each style's layout and the finish of its drawing. */
const STYLE_LOOK: Record<StyleName, { layout: LayoutName; finish: Finish }> = {
  minimal: { layout: "minimal", finish: "flat" },
  retro: { layout: "retro", finish: "flat" },
  badge: { layout: "badge", finish: "flat" },
  geometric: { layout: "geometric", finish: "facet" },
  handdrawn: { layout: "watercolour", finish: "rough" },
  bold: { layout: "typography", finish: "outline" },
  watercolour: { layout: "watercolour", finish: "flat" },
};

export interface Composed {
  layout: LayoutName;
  composition: Composition;
  analysis: PromptAnalysis;
  /** The colour the design is printed on: the garment the prompt names, else null (the page's default). */
  garmentHex: string | null;
}

/** Decides what to draw for a prompt: everything comes from what the prompt asks (see prompt/analyse.ts). */
export function compose(prompt: string): Composed {
  const key = normalizePrompt(prompt).toLowerCase();
  const rnd = seededRandom(key);
  const analysis = analysePrompt(normalizePrompt(prompt));
  const garmentHex = analysis.garmentColour ? colourHex(analysis.garmentColour) : null;
  const base = { name: "", ...PALETTES[rnd.pick(Object.keys(PALETTES) as PaletteName[])] };
  const palette = paletteFromColours(analysis.colours, colourHex, base, garmentHex);
  const drawable = (w: string) => [...w].filter((ch) => fonts().heavy.metrics.has(ch.codePointAt(0)!)).join("");
  const lines = analysis.lettering
    .map((l) => drawable(l).replace(/\s+/g, " ").trim().slice(0, MAX_LINE).trim())
    .filter(Boolean);
  const headline = lines[0]?.split(" ") ?? [];
  const secondary = lines[1] ? [lines[1]] : [];
  const [motif = null, ...extras] = analysis.motifs;
  const look = analysis.style ? STYLE_LOOK[analysis.style] : null;
  let layout = look?.layout ?? (motif || headline.length ? rnd.pick(DEFAULT_LAYOUTS) : "geometric");
  // Bold lettering needs words; without them the bold style is a heavy-outlined badge.
  if (layout === "typography" && !headline.length) layout = "badge";
  return {
    layout,
    analysis,
    garmentHex,
    composition: {
      rnd,
      palette,
      headline,
      secondary,
      motif,
      extras: extras.slice(0, 3),
      accessories: analysis.accessories,
      finish: look?.finish ?? "flat",
      seed: rnd.int(1, 2 ** 30),
    },
  };
}

export function designSvg(prompt: string): string {
  const { layout, composition } = compose(prompt);
  const body = LAYOUTS[layout](composition);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}"><rect width="${SIZE}" height="${SIZE}" fill="${composition.palette.bg}"/>${body}</svg>`;
}

export async function renderDesign(prompt: string, signal?: AbortSignal): Promise<Uint8Array> {
  signal?.throwIfAborted();
  const svg = designSvg(prompt);
  const image = await renderAsync(
    svg,
    {
      font: { fontFiles: fontFiles(), loadSystemFonts: false, defaultFontFamily: fonts().heavy.family },
      fitTo: { mode: "original" },
      shapeRendering: 2,
      textRendering: 2,
    },
    signal ?? null,
  );
  signal?.throwIfAborted();
  return new Uint8Array(image.asPng());
}
