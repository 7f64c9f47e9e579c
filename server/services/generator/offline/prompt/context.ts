import { matchesKey } from "./colours";
import { motifKeys } from "./motif-keys";

/*
 * How the words around a motif's word change what it means: the other motifs of the prompt (a
 * racket beside tennis), the words before it (glasses worn, people a design is for) and the
 * prompt's language (a Czech word that is an English word with another meaning).
 */

/** The generic ball's words: beside a sport drawn with its own ball they name that ball. */
const BALL_WORDS = ["ball", "míč*"];
/** The school words of the book motif (objects.ts). */
const SCHOOL_WORDS = ["school", "škola", "školy", "školu", "školou", "škole", "školní"];

/**
 * Words that name two things, read by the prompt's other motif: beside tennis, a Czech "raketa" is
 * the racket, not a rocket, and a paddle is a table-tennis bat, not an oar; beside tennis, golf,
 * volleyball or basketball a ball (míček) is that sport's, which its motif draws, not a football.
 * A motif only such words drew is dropped; named in its own words too ("a rocket and a tennis ball",
 * "golf and football"), it stays.
 */
const READ_IN_CONTEXT: { beside: string; words: string[]; not: string }[] = [
  { beside: "tennis", words: ["raket*"], not: "rocket" },
  { beside: "tennis", words: ["paddle", "pádl*"], not: "rowing" },
  ...["tennis", "golf", "volleyball", "basketball"].map((beside) => ({ beside, words: BALL_WORDS, not: "ball" })),
  // A dance, swimming or ski school teaches that (it drew a book); a sushi bar serves sushi (a cocktail).
  ...["dancer", "swimming", "ski"].map((beside) => ({ beside, words: SCHOOL_WORDS, not: "book" })),
  { beside: "sushi", words: ["bar", "baru", "barem"], not: "cocktail" },
  // Chicken wings are food, not an angel's; a runner's record and cross country are no vinyl and no
  // first-aid cross.
  { beside: "chicken", words: ["wing", "wings", "křídl*"], not: "angel" },
  // A palm tree is a palm.
  { beside: "palm", words: ["tree", "trees"], not: "tree" },
  { beside: "runner", words: ["record", "records", "rekord*"], not: "vinyl" },
  { beside: "runner", words: ["cross"], not: "cross" },
];

/**
 * Czech words that are common English words with another meaning: "had" (a snake; "we had fun"),
 * "med" (honey; med school), "list" (a leaf; a guest list), "mince" (coins; a mince pie), "box"
 * (boxing; a gift box), "stan" (a tent; Uncle Stan). In a prompt written in English (it holds a
 * word below, none of which is Czech) they draw nothing.
 */
export const LOOKALIKES = new Set(["had", "med", "list", "mince", "box", "stan"]);
/** English words that are common Czech words: "ale" is "but" ("ne oranžová, ale modrá"), not beer. */
export const CZECH_LOOKALIKES = new Set(["ale"]);
const ENGLISH_MARKERS = new Set([
  "the",
  "with",
  "and",
  "of",
  "for",
  "our",
  "my",
  "your",
  "is",
  "are",
  "was",
  "were",
  "has",
  "have",
  "been",
  "this",
  "that",
  "an",
  "at",
  "in",
  "from",
  "we",
]);

/** Whether a prompt is written in English: it holds one of ENGLISH_MARKERS. */
export const isEnglish = (tokens: readonly string[]) => tokens.some((t) => ENGLISH_MARKERS.has(t));

/** Words that say what a design must not have ("without trees", "no text", "bez stromů", "žádný nápis"). */
const NEGATIONS = new Set([
  "no",
  "not",
  "without",
  "nor",
  "bez",
  "ne",
  "ani",
  "žádný",
  "žádná",
  "žádné",
  "žádnej",
  "žádnou",
]);
/** Words between a negation and what it negates ("without any text", "no more cats"). */
const NEGATION_FILLERS = new Set(["a", "an", "any", "the", "more", "other", "jiný", "jiné", "jinou"]);

/** Whether the token at `i` is negated: right after a negation, or after one of its fillers. */
export function isNegated(tokens: readonly string[], i: number): boolean {
  if (NEGATIONS.has(tokens[i - 1] ?? "")) return true;
  return NEGATION_FILLERS.has(tokens[i - 1] ?? "") && NEGATIONS.has(tokens[i - 2] ?? "");
}

/** The words that put an accessory on a motif, right before it or one word before ("with cool sunglasses"). */
const WEARING = ["wearing", "wears", "with", "in", "s", "se", "v", "ve", "nosí"];
const nearBefore = (tokens: string[], i: number, words: string[]) =>
  words.includes(tokens[i - 1] ?? "") || words.includes(tokens[i - 2] ?? "");

export function saysWorn(tokens: string[], keys: string[]): boolean {
  return tokens.some((w, i) => matchesKey(w, keys) && nearBefore(tokens, i, WEARING));
}

/**
 * People named as the audience ("tričko pro ženy", "pro malé holky", "for girls") are who the design
 * is for, not a face to draw: the face motif is dropped when only such words drew it.
 */
export function forAudience(tokens: string[], motifs: string[]): string[] {
  if (!motifs.includes("face")) return motifs;
  const keys = motifKeys("face");
  const drawn = tokens.some((w, i) => matchesKey(w, keys) && !nearBefore(tokens, i, ["pro", "for"]));
  return drawn ? motifs : motifs.filter((m) => m !== "face");
}

/** The motifs without those that only words read in context drew (READ_IN_CONTEXT). */
export function readInContext(tokens: string[], motifs: string[]): string[] {
  return motifs.filter((id) => {
    const rules = READ_IN_CONTEXT.filter((r) => r.not === id && motifs.includes(r.beside));
    if (rules.length === 0) return true;
    const keys = motifKeys(id);
    const own = tokens.some((w, i) => {
      const pair = tokens[i + 1] ? `${w}-${tokens[i + 1]}` : "";
      const named = matchesKey(w, keys) || (pair !== "" && matchesKey(pair, keys));
      return named && !rules.some((r) => matchesKey(w, r.words));
    });
    return own;
  });
}
