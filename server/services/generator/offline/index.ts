import { renderAsync } from "@resvg/resvg-js";
import type { ImageProvider } from "../provider";
import { fontFiles, fonts } from "./fonts";
import { type Composition, LAYOUTS, type LayoutName, SIZE, STYLE_WORDS } from "./layouts";
import { MOTIF_WORDS, type MotifName } from "./motifs";
import { COLOUR_WORDS, PALETTES, type PaletteName, paletteFor } from "./palettes";
import { seededRandom } from "./random";
import { allMatches, firstMatch, letteringOf, matches, normalizePrompt, secondaryWords, wordsOf } from "./words";

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
const MAX_WORD = 16;
const MAX_HEADLINE = 26;

/** Decides what to draw for a prompt. */
export function compose(prompt: string): { layout: LayoutName; composition: Composition } {
  const key = normalizePrompt(prompt).toLowerCase();
  const rnd = seededRandom(key);
  const words = wordsOf(prompt);
  const colours = allMatches(words, COLOUR_WORDS);
  const palette = paletteFor(colours, rnd.pick(Object.keys(PALETTES) as PaletteName[]));
  const layout = firstMatch(words, STYLE_WORDS) ?? rnd.pick(DEFAULT_LAYOUTS);
  const motifs = allMatches(words, MOTIF_WORDS);
  const motif: MotifName | null = motifs[0] ?? null;

  // Colour and style words say how it looks, not what it says (unless they name a subject too: "káva").
  const ignore = (w: string) =>
    (Object.values(COLOUR_WORDS).some((keys) => matches(w, keys)) ||
      Object.values(STYLE_WORDS).some((keys) => matches(w, keys))) &&
    !Object.values(MOTIF_WORDS).some((keys) => matches(w, keys));
  const drawable = (w: string) => [...w].filter((ch) => fonts().heavy.metrics.has(ch.codePointAt(0)!)).join("");
  let headline = letteringOf(prompt, ignore)
    .map((w) => drawable(w).slice(0, MAX_WORD))
    .filter(Boolean);
  while (headline.length > 1 && headline.join(" ").length > MAX_HEADLINE) headline = headline.slice(0, -1);
  if (!headline.length) headline = ["Merch"];
  let secondary = secondaryWords(prompt, headline, ignore)
    .map((w) => drawable(w).slice(0, MAX_WORD))
    .filter(Boolean)
    .slice(0, 2);
  while (secondary.length && secondary.join(" · ").length > 24) secondary = secondary.slice(0, -1);
  return { layout, composition: { rnd, palette, headline, secondary, motif } };
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
