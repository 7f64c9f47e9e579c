import { ACCESSORIES, MOTIF_TABLE } from "../motifs/index";
import { keysOfWords, matchesKey } from "./colours";

/** Each motif's and accessory's keys (keysOfWords of its words), parsed once: prompts are read often. */
const KEYS = new Map<string, string[]>();

function cachedKeys(key: string, words: string | undefined): string[] {
  const cached = KEYS.get(key);
  if (cached) return cached;
  const keys = keysOfWords(words ?? "");
  KEYS.set(key, keys);
  return keys;
}

export const motifKeys = (id: string) => cachedKeys(id, MOTIF_TABLE[id]?.words);
export const accessoryKeys = (id: string) => cachedKeys(`accessory:${id}`, ACCESSORIES[id]?.words);

/** Whether a word (or a hyphen-joined pair) is one of a motif's keys. */
export const namesMotif = (word: string) => Object.keys(MOTIF_TABLE).some((id) => matchesKey(word, motifKeys(id)));
