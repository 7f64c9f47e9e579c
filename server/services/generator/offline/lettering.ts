import type { LoadedFont } from "./fonts";
import { escapeXml, r1 } from "./shapes";

/** Lettering fitted to a width: the largest size up to `maxSize` at which `text` fits in `maxWidth`. */
export interface Fitted {
  text: string;
  font: LoadedFont;
  size: number;
  spacing: number;
  /** Height of capitals at this size (for centring on a line). */
  cap: number;
  width: number;
}

export function fit(text: string, font: LoadedFont, maxWidth: number, maxSize: number, spacingEm = 0): Fitted {
  const m = font.metrics;
  const chars = [...text].length;
  const perPx = m.measure(text, 1) + Math.max(0, chars - 1) * spacingEm;
  const size = Math.max(8, Math.min(maxSize, perPx > 0 ? maxWidth / perPx : maxSize));
  return {
    text,
    font,
    size,
    spacing: spacingEm * size,
    cap: (m.capHeight / m.unitsPerEm) * size,
    width: perPx * size,
  };
}

/** A line of lettering centred on x, its capitals centred vertically on `midY`. */
export function textAt(f: Fitted, x: number, midY: number, fill: string, extra = ""): string {
  const baseline = midY + f.cap / 2;
  return `<text x="${r1(x)}" y="${r1(baseline)}" text-anchor="middle" font-family="${f.font.family}" font-size="${r1(f.size)}"${f.spacing ? ` letter-spacing="${r1(f.spacing)}"` : ""} fill="${fill}"${extra}>${escapeXml(f.text)}</text>`;
}

/** Lettering along a path defined in <defs> with id `pathId`, centred on it. */
export function textOnPath(f: Fitted, pathId: string, fill: string): string {
  return `<text font-family="${f.font.family}" font-size="${r1(f.size)}"${f.spacing ? ` letter-spacing="${r1(f.spacing)}"` : ""} fill="${fill}"><textPath href="#${pathId}" startOffset="50%" text-anchor="middle">${escapeXml(f.text)}</textPath></text>`;
}

export const upper = (s: string) => s.toLocaleUpperCase("cs");
