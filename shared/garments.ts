/**
 * Garment colours of the mockups, shared by the page (which draws them) and the offline generator
 * (which prints a design for the garment a prompt names: "black t-shirt", "na černém tričku").
 */
export const GARMENT_FILLS = {
  white: "#f7f4ee",
  black: "#2a2824",
  navy: "#24314f",
  natural: "#e8dcc2",
  mustard: "#f0b23c",
} as const;
export type GarmentColour = keyof typeof GARMENT_FILLS;

/** The mockup colour for a named colour (ids of the generator's colour table); null when none is close. */
const NEAREST: Record<string, GarmentColour> = {
  white: "white",
  cream: "white",
  silver: "white",
  black: "black",
  charcoal: "black",
  navy: "navy",
  indigo: "navy",
  cobalt: "navy",
  blue: "navy",
  beige: "natural",
  sand: "natural",
  khaki: "natural",
  mustard: "mustard",
  yellow: "mustard",
  gold: "mustard",
  ochre: "mustard",
};
export const garmentFor = (colourId: string | null): GarmentColour | null =>
  colourId ? (NEAREST[colourId] ?? null) : null;
