import { renderAsync } from "@resvg/resvg-js";
import { GARMENT_FILLS, type GarmentColour, garmentFor } from "../../../../shared/garments";
import type { ImageProvider } from "../provider";
import { contrast } from "./colour";
import { fontFiles, fonts } from "./fonts";
import { type Composition, LAYOUTS, type LayoutName, SIZE } from "./layouts";
import type { Finish } from "./motifs";
import { PALETTES, type PaletteName, paletteFromColours } from "./palettes";
import { encodePair } from "./png";
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
      const { poster, print, printOn, garment } = await renderDesignPair(prompt, signal);
      return { bytes: poster, contentType: "image/png", print, printOn, garment };
    },
  };
}

const DEFAULT_LAYOUTS: LayoutName[] = ["badge", "typography", "geometric", "retro", "badge", "minimal"];
const MAX_LINE = 28;
/**
 * Lines of at most MAX_LINE characters. One line too long for the layouts is split at the space that
 * best balances its halves ("The Best Running Club" / "In The Whole Of Prague"), not cut off.
 */
export function fitLines(lines: string[]): string[] {
  const [only] = lines;
  if (lines.length === 1 && only && only.length > MAX_LINE) {
    let best = -1;
    for (let at = only.indexOf(" "); at !== -1; at = only.indexOf(" ", at + 1)) {
      if (best === -1 || Math.abs(only.length - 2 * at) < Math.abs(only.length - 2 * best)) best = at;
    }
    if (best !== -1) lines = [only.slice(0, best), only.slice(best + 1)];
  }
  return lines.map((l) => l.slice(0, MAX_LINE).trim()).filter(Boolean);
}
/** How far down to move each layout's art when there is no lettering below it (px of 1024). */
const CENTRE_SHIFT: Record<LayoutName, number> = {
  badge: 0,
  typography: 0,
  minimal: 92,
  geometric: 96,
  retro: 60,
  watercolour: 100,
};

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
  /** The mockup colour to show it on, when the prompt names a garment colour the mockups have. */
  garment: GarmentColour | null;
}

/** Decides what to draw for a prompt: everything comes from what the prompt asks (see prompt/analyse.ts). */
export function compose(prompt: string): Composed {
  const key = normalizePrompt(prompt).toLowerCase();
  const rnd = seededRandom(key);
  const analysis = analysePrompt(normalizePrompt(prompt));
  // On a mockup garment, the design's background is exactly the mockup's fabric, so cut-outs match it.
  const garment = garmentFor(analysis.garmentColour);
  const garmentHex = garment
    ? GARMENT_FILLS[garment].toUpperCase()
    : analysis.garmentColour
      ? colourHex(analysis.garmentColour)
      : null;
  const base = { name: "", ...PALETTES[rnd.pick(Object.keys(PALETTES) as PaletteName[])] };
  const palette = paletteFromColours(analysis.colours, colourHex, base, garmentHex);
  const drawable = (w: string) => [...w].filter((ch) => fonts().heavy.metrics.has(ch.codePointAt(0)!)).join("");
  const lines = fitLines(analysis.lettering.map((l) => drawable(l).replace(/\s+/g, " ").trim()).filter(Boolean));
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
    garment,
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

/** The design as SVG; `transparent` leaves out the background, for print and for the mockups. */
export function designSvg(prompt: string, transparent = false): string {
  return svgOf(compose(prompt), transparent);
}

function svgOf({ layout, composition }: Composed, transparent: boolean): string {
  let body = LAYOUTS[layout](composition);
  // Layouts keep the lower part for lettering; a design without lettering is centred instead.
  const shift = composition.headline.length || composition.secondary.length ? 0 : CENTRE_SHIFT[layout];
  if (shift) body = `<g transform="translate(0 ${shift})">${body}</g>`;
  const bg = transparent ? "" : `<rect width="${SIZE}" height="${SIZE}" fill="${composition.palette.bg}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">${bg}${body}</svg>`;
}

/** Draws the SVG once; the caller encodes what it needs from the pixels. */
async function rasterise(svg: string, signal?: AbortSignal) {
  // resvg takes each AbortSignal once: a render of its own gets a signal of its own, tied to the caller's.
  const own = new AbortController();
  const abort = () => own.abort(signal?.reason);
  signal?.addEventListener("abort", abort, { once: true });
  const image = await renderAsync(
    svg,
    {
      font: { fontFiles: fontFiles(), loadSystemFonts: false, defaultFontFamily: fonts().heavy.family },
      fitTo: { mode: "original" },
      shapeRendering: 2,
      textRendering: 2,
    },
    own.signal,
  ).finally(() => signal?.removeEventListener("abort", abort));
  signal?.throwIfAborted();
  return image;
}

/** The poster PNG (with its background). */
export async function renderDesign(prompt: string, signal?: AbortSignal): Promise<Uint8Array> {
  return (await renderDesignPair(prompt, signal)).poster;
}

/**
 * Both PNGs of a design from one drawing: the print file on a transparent background (what goes
 * on the garment) and the poster (the same pixels on the background colour), plus the garment
 * colour the prompt names.
 */
export async function renderDesignPair(
  prompt: string,
  signal?: AbortSignal,
): Promise<{ poster: Uint8Array; print: Uint8Array; printOn: GarmentColour[]; garment: GarmentColour | null }> {
  signal?.throwIfAborted();
  const composed = compose(prompt);
  const bg = composed.composition.palette.bg;
  const image = await rasterise(svgOf(composed, true), signal);
  const { poster, print } = await encodePair(image.pixels, image.width, image.height, bg);
  return { poster, print, printOn: garmentsLike(bg), garment: composed.garment };
}

/**
 * A design's colours are picked to read on its background, so its print file (no background) keeps
 * its look only on a fabric close to that background: a dark design's cream lettering vanished on
 * the white T-shirt, as a light design's dark ink would on the black one. Close: WCAG contrast under
 * 3 (the least for graphics, 1.4.11), which splits the mockups' fabrics into light and dark ones.
 */
const PRINT_ON_MAX_CONTRAST = 3;
export const garmentsLike = (bg: string): GarmentColour[] =>
  (Object.keys(GARMENT_FILLS) as GarmentColour[]).filter((g) => contrast(GARMENT_FILLS[g], bg) < PRINT_ON_MAX_CONTRAST);
