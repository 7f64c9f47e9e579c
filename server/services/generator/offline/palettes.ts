import { contrast, readableOn } from "./colour";
/**
 * Colour schemes that print well: a background, an ink for lettering with strong contrast against
 * it, and three colours for the artwork. A colour named in the prompt picks the scheme.
 */
export interface Palette {
  name: string;
  bg: string;
  ink: string;
  main: string;
  accent: string;
  accent2: string;
  /** Highlights and snow caps: close to the background but distinct from `main`. */
  light: string;
}

export const PALETTES = {
  red: { bg: "#FFF3E4", ink: "#2A1215", main: "#D62839", accent: "#F49D37", accent2: "#1F3A5F", light: "#FFFFFF" },
  blue: { bg: "#EAF2FB", ink: "#0B1F3A", main: "#1E63D6", accent: "#5BC0EB", accent2: "#F6AE2D", light: "#FFFFFF" },
  navy: { bg: "#0E1A33", ink: "#F4EFE6", main: "#3D7BF7", accent: "#F2C14E", accent2: "#E4572E", light: "#F4EFE6" },
  green: { bg: "#F0F5EA", ink: "#16301B", main: "#2D7D46", accent: "#9BC53D", accent2: "#E9A23B", light: "#FFFFFF" },
  forest: { bg: "#14281D", ink: "#F1E9DA", main: "#7FB069", accent: "#E6AA68", accent2: "#CA3C25", light: "#F1E9DA" },
  orange: { bg: "#FFF1E0", ink: "#2B1A0E", main: "#F26419", accent: "#F6AE2D", accent2: "#33658A", light: "#FFFFFF" },
  yellow: { bg: "#1D1D22", ink: "#FFF6D6", main: "#FFC93C", accent: "#FF8C42", accent2: "#3ABEFF", light: "#FFF6D6" },
  purple: { bg: "#F3EDFF", ink: "#21123A", main: "#7B2CBF", accent: "#F72585", accent2: "#4CC9F0", light: "#FFFFFF" },
  pink: { bg: "#FFF0F4", ink: "#3B0D22", main: "#E5457E", accent: "#FF9EBB", accent2: "#2E4A7D", light: "#FFFFFF" },
  black: { bg: "#121212", ink: "#F5F2EA", main: "#F5F2EA", accent: "#FF4F2E", accent2: "#8A8A8A", light: "#F5F2EA" },
  white: { bg: "#FFFFFF", ink: "#141414", main: "#141414", accent: "#E63946", accent2: "#457B9D", light: "#F1F1F1" },
  gold: { bg: "#13213C", ink: "#FBEFD5", main: "#E4B44C", accent: "#FCA311", accent2: "#FBEFD5", light: "#FBEFD5" },
  teal: { bg: "#E6F6F3", ink: "#0B3A38", main: "#0E9F8C", accent: "#FF7F51", accent2: "#FFC857", light: "#FFFFFF" },
  brown: { bg: "#F4EADB", ink: "#3A2316", main: "#8C5A2B", accent: "#D8A25E", accent2: "#4F6D3A", light: "#FFF8EE" },
  grey: { bg: "#ECEDEF", ink: "#1F2329", main: "#4A5568", accent: "#F25F5C", accent2: "#A0AEC0", light: "#FFFFFF" },
  pastel: { bg: "#FFF8F0", ink: "#3D405B", main: "#E07A5F", accent: "#81B29A", accent2: "#F2CC8F", light: "#FFFFFF" },
  neon: { bg: "#160F2E", ink: "#FDF5FF", main: "#FF2E97", accent: "#00E5FF", accent2: "#FFD319", light: "#FDF5FF" },
  cream: { bg: "#F6EEDC", ink: "#22313F", main: "#C0392B", accent: "#22313F", accent2: "#E8A33D", light: "#FFFDF7" },
} satisfies Record<string, Omit<Palette, "name">>;

export type PaletteName = keyof typeof PALETTES;

const CREAM = "#F7F3EA";
const DARK = "#151515";
/**
 * The scheme for the colours a prompt names: every named colour is in it (main, accent, accent2,
 * then light), so "mustard and brown" prints mustard and brown. The background is the garment's
 * colour when the prompt names one (the print sits on it), else cream or near-black, whichever
 * shows the main colour better; lettering takes the most readable named colour, or black/white.
 */
export function paletteFromColours(
  named: string[],
  hexOf: (id: string) => string,
  base: Palette,
  garmentHex: string | null,
): Palette {
  const hexes = named.map(hexOf);
  if (!hexes.length) {
    if (!garmentHex) return base;
    const ink = readableOn(garmentHex, [base.ink, base.main, "#111111", "#FFFFFF"]);
    const main = contrast(garmentHex, base.main) >= 1.8 ? base.main : ink;
    return { ...base, bg: garmentHex, ink, main };
  }
  // On a named garment, lead with the first named colour that shows on it.
  if (garmentHex) {
    const visible = hexes.findIndex((h) => contrast(garmentHex, h) >= 1.8);
    if (visible > 0) hexes.unshift(...hexes.splice(visible, 1));
  }
  const [main, accent, accent2, light] = hexes as [string, ...string[]];
  const bg = garmentHex ?? (contrast(CREAM, main) >= contrast(DARK, main) ? CREAM : DARK);
  const readable = hexes.filter((h) => contrast(bg, h) >= 4.5);
  const ink = readable[0] ?? readableOn(bg, ["#111111", "#FFFFFF"]);
  return {
    name: named.join("+"),
    bg,
    ink,
    main,
    // Unnamed roles take shades of the named colours, never a new hue ("teal and white" stays so).
    accent: accent ?? mix(main, contrast(main, "#000000") > 6 ? "#000000" : "#FFFFFF", 0.4),
    accent2: accent2 ?? (accent ? mix(accent, main, 0.5) : mix(main, "#FFFFFF", 0.55)),
    light: light ?? (main === "#FFFFFF" || accent === "#FFFFFF" ? "#E8E8E8" : "#FFFFFF"),
  };
}

/** `a` moved toward `b` by t (0..1). */
export function mix(a: string, b: string, t: number): string {
  const pa = Number.parseInt(a.slice(1), 16);
  const pb = Number.parseInt(b.slice(1), 16);
  const ch = (shift: number) => Math.round(((pa >> shift) & 255) * (1 - t) + ((pb >> shift) & 255) * t);
  return `#${((ch(16) << 16) | (ch(8) << 8) | ch(0)).toString(16).padStart(6, "0").toUpperCase()}`;
}
