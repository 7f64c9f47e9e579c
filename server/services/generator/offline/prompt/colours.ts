/**
 * Colour names a prompt may use, English and Czech, each with the ink it prints as. Czech
 * adjectives inflect (modrý, modrá, modré, modrou, modrým...), so Czech entries are stems ending in
 * `*`. Nouns that also name a subject (rose, lemon, coffee, sky) are left out: "skull with roses" asks
 * for roses, not pink.
 */
export interface NamedColour {
  id: string;
  hex: string;
  words: string;
}

const TABLE: NamedColour[] = [
  // The adjective's forms, not "červen*" (June, July: červen, červenec, do července) or "rud*" (rude, ruda).
  {
    id: "red",
    hex: "#D62839",
    words:
      "red reddish | červený červená červené červeného červenému červeném červeným červenou červených červenými červení červenej červeně červeno* rudý rudá rudé rudého rudému rudém rudým rudou rudých rudými rudě",
  },
  { id: "crimson", hex: "#A4161A", words: "crimson scarlet | karmínov* šarlatov*" },
  { id: "burgundy", hex: "#7A1F3D", words: "burgundy maroon wine-red | vínov* bordó bordov*" },
  { id: "pink", hex: "#F26CA7", words: "pink | růžov*" },
  { id: "hotpink", hex: "#FF1F8E", words: "hot-pink fuchsia | fuchsiov* fuchsi*" },
  { id: "coral", hex: "#FF6F59", words: "coral | korálov*" },
  { id: "salmon", hex: "#FA8072", words: "salmon | lososov*" },
  { id: "peach", hex: "#FFB38A", words: "peach | broskvov*" },
  { id: "orange", hex: "#F26419", words: "orange | oranžov*" },
  { id: "rust", hex: "#B7410E", words: "rust rusty | rezav* rezavě*" },
  { id: "terracotta", hex: "#C8553D", words: "terracotta brick | cihlov* terakot*" },
  { id: "yellow", hex: "#FFC93C", words: "yellow | žlut*" },
  { id: "lemon", hex: "#F7E967", words: "lemon-yellow | citronov* citrónov*" },
  { id: "mustard", hex: "#D4A017", words: "mustard | hořčicov*" },
  { id: "ochre", hex: "#CC7722", words: "ochre ocher | okrov*" },
  // Before gold: "rose gold" is a colour, not roses and gold.
  { id: "rosegold", hex: "#B76E79", words: "rose-gold | růžovozlat*" },
  { id: "gold", hex: "#D4AF37", words: "gold golden | zlat*" },
  { id: "bronze", hex: "#A97142", words: "bronze | bronzov*" },
  { id: "copper", hex: "#B87333", words: "copper | měděn*" },
  { id: "brown", hex: "#7B4B2A", words: "brown | hněd*" },
  { id: "chocolate", hex: "#4E2A1E", words: "chocolate-brown | čokoládov*" },
  { id: "beige", hex: "#D9C7A7", words: "beige | béžov*" },
  { id: "sand", hex: "#E1C699", words: "sand sandy | pískov*" },
  { id: "cream", hex: "#F6EEDC", words: "cream ivory | krémov* smetanov*" },
  { id: "khaki", hex: "#8F8A5A", words: "khaki | khaki" },
  { id: "olive", hex: "#6B7F2A", words: "olive | olivov*" },
  // Not "zelen*": vegetables (zelenina) are no colour.
  {
    id: "green",
    hex: "#2D9A4E",
    words:
      "green | zelený zelená zelené zeleného zelenému zeleném zeleným zelenou zelených zelenými zelení zelenej zeleně zeleno*",
  },
  { id: "lime", hex: "#9BD12E", words: "lime | limetkov*" },
  { id: "mint", hex: "#98E2C6", words: "mint | mátov*" },
  { id: "emerald", hex: "#0F8A5F", words: "emerald | smaragdov*" },
  { id: "bottlegreen", hex: "#0B4D2C", words: "bottle-green forest-green | lahvov*" },
  { id: "teal", hex: "#0E9F8C", words: "teal | petrolejov* modrozelen*" },
  { id: "turquoise", hex: "#30D5C8", words: "turquoise aqua | tyrkysov*" },
  { id: "cyan", hex: "#12C2E9", words: "cyan electric-blue | azurov*" },
  { id: "skyblue", hex: "#6EC6F0", words: "sky-blue light-blue | blankytn* světlemodr*" },
  { id: "blue", hex: "#1E63D6", words: "blue | modr*" },
  { id: "cobalt", hex: "#0047AB", words: "cobalt royal-blue | kobaltov* královsk*modr*" },
  { id: "navy", hex: "#14213D", words: "navy | námořnick* tmavomodr*" },
  { id: "indigo", hex: "#3F2B96", words: "indigo | indigov*" },
  { id: "purple", hex: "#7B2CBF", words: "purple violet | fialov* purpurov*" },
  { id: "lavender", hex: "#B497D6", words: "lavender lilac | levandulov* šeříkov*" },
  { id: "plum", hex: "#6E2A5C", words: "plum | švestkov*" },
  { id: "magenta", hex: "#D4147A", words: "magenta | magent*" },
  { id: "black", hex: "#111111", words: "black | čern*" },
  { id: "charcoal", hex: "#36454F", words: "charcoal anthracite | antracitov* uhlov*" },
  // Not "šed*": sixty (šedesát, šedesátiny) is no colour.
  {
    id: "grey",
    hex: "#8A8F98",
    words: "grey gray | šedý šedá šedé šedého šedému šedém šedým šedou šedých šedými šedí šedej šedě šedo* šediv*",
  },
  { id: "silver", hex: "#C0C4CC", words: "silver | stříbrn*" },
  { id: "white", hex: "#FFFFFF", words: "white | bíl*" },
];

/** Words that a stem would catch but are no colour: "šedesátá léta" (the sixties), "zlatník"... */
const NOT_COLOUR = /^(šedesát|zlatník|zlatok|černoch|bílkov|modlit)/u;

/**
 * The keys of a word list "english words | czech words". English words also match their plural
 * (see matchesKey); a Czech word is marked with a trailing "=" so it matches only itself: "les"
 * (a forest) took "less", "had" (a snake) "hades", "sob" (a reindeer) "sobs".
 */
export function keysOfWords(words: string): string[] {
  const [english = "", czech = ""] = words.split("|");
  const split = (side: string) => side.split(/\s+/).filter(Boolean);
  return [...split(english), ...split(czech).map((k) => (k.includes("*") ? k : `${k}=`))];
}
const parse = keysOfWords;
export const COLOURS: ReadonlyMap<string, NamedColour & { keys: string[] }> = new Map(
  TABLE.map((c) => [c.id, { ...c, keys: parse(c.words) }]),
);

/** The colour a single (lower-case) word names, or null. */
export function colourOf(word: string): string | null {
  if (NOT_COLOUR.test(word)) return null;
  for (const c of COLOURS.values()) if (matchesKey(word, c.keys)) return c.id;
  return null;
}

/**
 * A key matches a word exactly, with an English plural (not a Czech key, marked "=": keysOfWords),
 * or (ending in `*`) as a stem; a `*` inside
 * a key stands for any letters ("královsk*modr*"). Hyphenated keys match two words joined by a space
 * once the caller has joined them.
 */
/** English nouns that take "-es" for their plural (boxes, brushes, tomatoes): "hat" is not "hates". */
const ES_PLURAL = /(?:s|x|z|ch|sh|o)$/;

export function matchesKey(word: string, keys: readonly string[]): boolean {
  for (const key of keys) {
    if (key.includes("*")) {
      const re = STEMS.get(key) ?? new RegExp(`^${key.replace(/\*/g, "\\p{L}*")}$`, "u");
      STEMS.set(key, re);
      if (re.test(word)) return true;
    } else if (key.endsWith("=")) {
      if (word === key.slice(0, -1)) return true;
    } else if (word === key || word === `${key}s` || (word === `${key}es` && ES_PLURAL.test(key))) return true;
  }
  return false;
}
const STEMS = new Map<string, RegExp>();
