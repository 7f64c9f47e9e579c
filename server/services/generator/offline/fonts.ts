import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { type FontMetrics, parseFontMetrics } from "./font-metrics";

/**
 * The typefaces the offline generator letters with. They ship as npm packages (OFL-licensed
 * Google Fonts), so the lettering never depends on the fonts a machine happens to have; each covers
 * Czech (ěščřžýáíéůú...).
 */
export type FontRole = "condensed" | "heavy" | "serif" | "rounded";

const require = createRequire(import.meta.url);
const FILES: Record<FontRole, { family: string; module: string }> = {
  condensed: { family: "Anton", module: "@expo-google-fonts/anton/400Regular/Anton_400Regular.ttf" },
  heavy: {
    family: "Archivo Black",
    module: "@expo-google-fonts/archivo-black/400Regular/ArchivoBlack_400Regular.ttf",
  },
  serif: {
    family: "Abril Fatface",
    module: "@expo-google-fonts/abril-fatface/400Regular/AbrilFatface_400Regular.ttf",
  },
  rounded: { family: "Righteous", module: "@expo-google-fonts/righteous/400Regular/Righteous_400Regular.ttf" },
};

export interface LoadedFont {
  family: string;
  path: string;
  metrics: FontMetrics;
}

let loaded: Record<FontRole, LoadedFont> | undefined;

export function fonts(): Record<FontRole, LoadedFont> {
  loaded ??= Object.fromEntries(
    Object.entries(FILES).map(([role, f]) => {
      const path = require.resolve(f.module);
      return [role, { family: f.family, path, metrics: parseFontMetrics(readFileSync(path)) }];
    }),
  ) as Record<FontRole, LoadedFont>;
  return loaded;
}

export const fontFiles = () => Object.values(fonts()).map((f) => f.path);
