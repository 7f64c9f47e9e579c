import { fill, line, type Part, poly, rect } from "./parts";

/**
 * Things a subject wears ("fox with a headband", "owl in sunglasses"), drawn over the subject's
 * head. The animal heads share one frame (forehead near y 60, eyes near y 95 in the 200 box), so one
 * drawing fits them all.
 */
export const ACCESSORIES: Record<string, { words: string; draw: () => Part[] }> = {
  headband: {
    words: "headband headbands sweatband bandana | čelenk* potítk* šátk*",
    draw: () => [
      fill("accent", rect(40, 58, 120, 18, 6)),
      fill("accent", poly(156, 62, 190, 50, 184, 70)),
      fill("accent", poly(156, 70, 186, 86, 170, 96)),
      line("light", "M48 67H152", 3),
    ],
  },
  sunglasses: {
    // "glasses" too: "a dog wearing glasses" puts them on the dog, as "pes s brýlemi" did.
    words: "sunglasses shades glasses spectacles | brýl* brejl*",
    draw: () => [
      fill("ink", "M50 84H96V96C96 118 54 118 52 96ZM104 84H150L148 96C146 118 104 118 104 96Z"),
      line("ink", "M96 88C98 84 102 84 104 88", 6),
    ],
  },
  partyhat: {
    words: "party-hat birthday-hat | čepičk*",
    draw: () => [fill("accent", poly(76, 50, 124, 50, 100, 0)), fill("light", poly(90, 34, 110, 34, 100, 14))],
  },
};
