import { ACCESSORIES, MOTIF_TABLE } from "../motifs/index";
import { COLOURS, colourOf, matchesKey } from "./colours";
import { CZECH_LOOKALIKES, forAudience, isEnglish, isNegated, LOOKALIKES, readInContext, saysWorn } from "./context";
import { lettering } from "./lettering";
import { accessoryKeys, motifKeys, namesMotif } from "./motif-keys";
import { STYLES, type StyleName } from "./styles";

/** What a prompt asks for, read once and used by every layout. */
export interface PromptAnalysis {
  /** Colour ids (see colours.ts) for the design, in prompt order, without the garment's colour. */
  colours: string[];
  /** Motif ids, in prompt order. */
  motifs: string[];
  /** Accessory ids worn by the first motif ("headband"). */
  accessories: string[];
  style: StyleName | null;
  /** Colour id of the garment the prompt names ("black t-shirt", "na černém tričku"), or null. */
  garmentColour: string | null;
  /** Lines of lettering: quoted text and names, as typed. Empty: the design has no lettering. */
  lettering: string[];
}

/** Garment words, English and Czech (every case of tričko, mikina, čepice, taška...). */
const GARMENT = [
  "t-shirt",
  "tshirt",
  "shirt",
  "tee",
  "hoodie",
  "sweatshirt",
  "sweater",
  "jumper",
  "cap",
  "hat",
  "beanie",
  "tote",
  "bag",
  "polo",
  "jacket",
  "trič*",
  // Not "trik*" or "bund*": those took the English "trick" and "bundle".
  "triko",
  "trika",
  "triku",
  "trikem",
  "trikách",
  "trikům",
  "trikama",
  "mikin*",
  "čepic*",
  "kšiltovk*",
  "tašk*",
  "bunda",
  "bundy",
  "bundu",
  "bundou",
  "bundě",
  "bundách",
  "bundám",
  "svetr*",
  "polokošil*",
  "plátěnk*",
  // Swimwear is what the design goes on, not a swimmer ("plav*" drew one beside a flamingo).
  "swimsuit",
  "swimsuits",
  "swimwear",
  // Every case of plavky, not the stem: plavkyně is a (female) swimmer.
  "plavky",
  "plavek",
  "plavkám",
  "plavkách",
  "plavkami",
  // Spellings, more things the company prints on, and the cases a stem above misses.
  "hoody",
  "crewneck",
  "snapback",
  "apron",
  "mug",
  "tank-top",
  "baseball-cap",
  "trucker-hat",
  "bucket-hat",
  "tašce",
  "kšiltovce",
  "tílko",
  "tílka",
  "tílku",
  "tílkem",
  "tílek",
  "hrnek",
  "hrnku",
  "hrnkem",
  "hrnky",
  "hrnků",
  "hrnkách",
  "zástěr*",
  "kulich",
  "kulicha",
  "kulichu",
  "kulichem",
];
const isGarment = (w: string) => matchesKey(w, GARMENT);
/** How many tokens name a garment at `i`: 2 for a pair ("tank top", "t shirt", "baseball cap"), 1, or 0. */
function garmentAt(tokens: readonly string[], i: number): number {
  const w = tokens[i];
  if (w === undefined) return 0;
  if (tokens[i + 1] && isGarment(`${w}-${tokens[i + 1]}`)) return 2;
  return isGarment(w) ? 1 : 0;
}
/** Words between a colour and its garment that are neither ("black cotton tee", "černé bavlněné tričko"). */
const GARMENT_WORDS_BETWEEN =
  /^(cotton|organic|oversized|heavy|premium|basic|kids|bavln\p{L}*|dětsk\p{L}*|pánsk\p{L}*|dámsk\p{L}*)$/u;
/** Shades before a colour ("dark green", "tmavě zelená"): "a hoodie in dark green" is the hoodie's colour. */
const SHADES = new Set(["dark", "light", "pale", "deep", "bright", "tmavě", "světle", "sytě"]);

const QUOTE =
  /"([^"]{1,60})"|“([^”"]{1,60})[”"]|„([^“”"]{1,60})[“”"]|«([^»]{1,60})»|(?:^|[\s(])['‘‚]([^'‘’]{1,60})['’‘](?=$|[\s.,!?;:)])/gu;

/** The prompt with quoted text removed: what it says to write is no instruction about colours or motifs. */
export function withoutQuotes(prompt: string): string {
  return prompt.replace(QUOTE, " ");
}
export function quotesOf(prompt: string): string[] {
  return [...prompt.matchAll(QUOTE)].map((m) => (m.slice(1).find(Boolean) ?? "").trim()).filter(Boolean);
}

export const tokensOf = (text: string): string[] =>
  splitColourCompounds(
    text
      .normalize("NFC")
      .toLowerCase()
      .match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu) ?? [],
  );

/** "červeno-bílá", "black-and-white": colours joined by hyphens are each a colour. */
function splitColourCompounds(tokens: string[]): string[] {
  return tokens.flatMap((t) => {
    if (!t.includes("-")) return [t];
    const parts = t.split("-");
    const colours = parts.filter((p) => colourOf(p) !== null).length;
    const joiners = parts.filter((p) => p === "and" || p === "a").length;
    return colours >= 2 && colours + joiners === parts.length ? parts : [t];
  });
}

/** Two-word names ("sky blue", "hot pink") are keyed with a hyphen; try each pair before the single words. */
function colourAt(tokens: string[], i: number): { id: string; span: number } | null {
  const pair = tokens[i + 1] ? colourOf(`${tokens[i]}-${tokens[i + 1]}`) : null;
  if (pair) return { id: pair, span: 2 };
  const one = colourOf(tokens[i]!);
  return one ? { id: one, span: 1 } : null;
}

/**
 * Whether a colour is its garment's: right before it ("black t-shirt", "černé tričko", "na černém
 * tričku", "black cotton tee"), after it and "in"/"v" ("tričko v (tmavě) zelené", "a hoodie in dark
 * green"), or in Czech right after it unless a motif follows ("tričko černé", "Mikina černá, na ní
 * bílý vlk"; not "mikina, bílý vlk").
 */
function colourIsGarments(tokens: readonly string[], hit: { at: number; span: number }): boolean {
  const after = hit.at + hit.span;
  if (garmentAt(tokens, after)) return true;
  if (GARMENT_WORDS_BETWEEN.test(tokens[after] ?? "") && garmentAt(tokens, after + 1)) return true;
  let before = hit.at - 1;
  if (SHADES.has(tokens[before] ?? "")) before--;
  const prev = tokens[before];
  if ((prev === "in" || prev === "v" || prev === "ve") && isGarment(tokens[before - 1] ?? "")) return true;
  // After its garment only in Czech, where the adjective may follow ("tričko černé"), and not at the
  // head of a list of colours: "hoodie, purple and gold" names the design's colours.
  const next = tokens[after];
  return (
    !isEnglish(tokens) &&
    prev !== undefined &&
    isGarment(prev) &&
    (next === undefined || (!namesMotif(next) && next !== "a" && next !== "i"))
  );
}

export function analysePrompt(prompt: string): PromptAnalysis {
  const tokens = tokensOf(withoutQuotes(prompt));
  const colours: string[] = [];
  let garmentColour: string | null = null;
  const colourHits: { id: string; at: number; span: number }[] = [];
  for (let i = 0; i < tokens.length; i++) {
    // "ice cream" is a motif, not a cream colour.
    if (i > 0 && namesMotif(`${tokens[i - 1]}-${tokens[i]}`)) continue;
    const hit = colourAt(tokens, i);
    if (!hit) continue;
    // "not orange but blue", "bez červené": a colour asked away is no colour of the design.
    if (!isNegated(tokens, i)) colourHits.push({ ...hit, at: i });
    i += hit.span - 1;
  }
  for (const hit of colourHits) {
    if (colourIsGarments(tokens, hit) && garmentColour === null) garmentColour = hit.id;
    else if (!colours.includes(hit.id)) colours.push(hit.id);
  }
  // "navy blue", "námořnická modrá": the second word only repeats the hue.
  if (
    colours.includes("navy") &&
    colours.includes("blue") &&
    /navy\s+blue|námořnick\S*\s+modr/u.test(prompt.toLowerCase())
  )
    colours.splice(colours.indexOf("blue"), 1);

  const motifs: string[] = [];
  const accessories: string[] = [];
  let style: StyleName | null = null;
  const english = isEnglish(tokens);
  // Tokens an accessory's two-word name took ("party hat"): they draw no motif ("party" a speaker).
  const accessoryPairs = new Set<number>();
  // Tokens of a garment's two-word name ("baseball cap", "tank top"): what the design goes on.
  const garmentPairs = new Set<number>();
  for (let i = 0; i < tokens.length; i++) if (garmentAt(tokens, i) === 2) garmentPairs.add(i).add(i + 1);
  for (let i = 0; i < tokens.length; i++) {
    const w = tokens[i]!;
    const pair = tokens[i + 1] ? `${w}-${tokens[i + 1]}` : "";
    for (const id of Object.keys(ACCESSORIES)) {
      const keys = accessoryKeys(id);
      if (isNegated(tokens, i)) continue;
      const byPair = pair !== "" && !matchesKey(w, keys) && matchesKey(pair, keys);
      if (byPair) accessoryPairs.add(i).add(i + 1);
      if ((matchesKey(w, keys) || byPair) && !accessories.includes(id)) accessories.push(id);
    }
    for (const [id, s] of Object.entries(STYLES) as [StyleName, { keys: string[] }][]) {
      if (style === null && (matchesKey(w, s.keys) || (pair && matchesKey(pair, s.keys)))) style = id;
    }
    // A colour's words ("electric blue") and an accessory's pair draw nothing else.
    if (
      isGarment(w) ||
      garmentPairs.has(i) ||
      isNegated(tokens, i) ||
      colourOf(w) ||
      accessoryPairs.has(i) ||
      colourHits.some((h) => i >= h.at && i < h.at + h.span) ||
      (english ? LOOKALIKES.has(w) : CZECH_LOOKALIKES.has(w))
    )
      continue;
    for (const id of Object.keys(MOTIF_TABLE)) {
      const keys = motifKeys(id);
      if ((matchesKey(w, keys) || (pair && matchesKey(pair, keys))) && !motifs.includes(id)) motifs.push(id);
    }
  }
  // Sunglasses worn by a motif ("a dog wearing glasses", "pes s brýlemi") are its accessory; beside
  // one ("a book and glasses") or on their own they are a subject.
  const worn = accessories.filter(
    (a) => a !== "sunglasses" || (motifs.some((m) => m !== "glasses") && saysWorn(tokens, accessoryKeys("sunglasses"))),
  );
  const subjects = readInContext(
    tokens,
    forAudience(tokens, worn.includes("sunglasses") ? motifs.filter((m) => m !== "glasses") : motifs),
  );
  return {
    colours,
    motifs: subjects,
    accessories: worn,
    style,
    garmentColour,
    lettering: lettering(prompt, quotesOf(prompt)),
  };
}
export const colourHex = (id: string) => COLOURS.get(id)?.hex ?? "#000000";
