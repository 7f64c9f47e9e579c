import { MOTIF_TABLE } from "../motifs/index";
import { keysOfWords, matchesKey } from "./colours";

/** Each motif's keys (keysOfWords of its words), parsed once. */
const KEYS = new Map<string, string[]>();

export function motifKeys(id: string): string[] {
  const cached = KEYS.get(id);
  if (cached) return cached;
  const keys = keysOfWords(MOTIF_TABLE[id]?.words ?? "");
  KEYS.set(id, keys);
  return keys;
}

/** Whether a word (or a hyphen-joined pair) is one of a motif's keys. */
export const namesMotif = (word: string) => Object.keys(MOTIF_TABLE).some((id) => matchesKey(word, motifKeys(id)));
