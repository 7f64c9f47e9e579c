import { keysOfWords } from "./colours";
/**
 * Styles a prompt may ask for, English and Czech. Each picks a layout and a finish for the motif
 * (how it is drawn), so a style changes the drawing, not only the fonts.
 */
export type StyleName = "minimal" | "retro" | "badge" | "geometric" | "handdrawn" | "bold" | "watercolour";

const def = (words: string) => ({ keys: keysOfWords(words) });
export const STYLES: Record<StyleName, { keys: string[] }> = {
  handdrawn: def(
    "hand-drawn handdrawn sketch sketchy doodle drawn hand-made | ručně kreslen* skic* čmáranic* načrtnut* ručn*kreslen*",
  ),
  minimal: def(
    "minimal minimalist minimalistic line-art lineart outline simple clean | minimalis* jednoduch* linkov* obrys* čist*",
  ),
  badge: def("vintage badge emblem patch crest seal | vintage odznak* emblém* nášivk* erb* pečeť"),
  geometric: def("geometric low-poly polygonal abstract bauhaus mosaic | geometri* abstrakt* polygon* mozaik*"),
  retro: def("retro 80s 70s synthwave sunset groovy vaporwave | retrostyl* osmdesát* sedmdesát*"),
  bold: def("bold punchy loud streetwear typography typographic | tučn* výrazn* typografi* streetwear*"),
  watercolour: def("watercolor watercolour painted dreamy | akvarel* malovan* snov*"),
};
