/**
 * Search without diacritics: staff type "dvorakova" for Dvořáková (and often without capitals).
 * Letters with diacritics (Czech, Slovak, German, Polish and the Latin-1 ones) fold to their base
 * letter. The same table is the SQL `translate()` of the inbox's trigram index (drizzle/schema/inbox.ts)
 * and of its query, and `foldForSearch` below for the typed words, so both sides fold alike. One
 * character to one, as `translate` maps: upper-case letters fold to lower case here, because the
 * database's lower() leaves them as they are under the C collation PGlite uses.
 */
const PAIRS: [string, string][] = [
  ["áäàâãåąÁÄÀÂÃÅĄ", "a"],
  ["čćçČĆÇ", "c"],
  ["ďđĎĐ", "d"],
  ["éěëèêęÉĚËÈÊĘ", "e"],
  ["íïìîÍÏÌÎ", "i"],
  ["ľĺłĽĹŁ", "l"],
  ["ňńñŇŃÑ", "n"],
  ["óöòôõőÓÖÒÔÕŐ", "o"],
  ["řŕŘŔ", "r"],
  ["šśŠŚ", "s"],
  ["ťŤ", "t"],
  ["úůüùûűÚŮÜÙÛŰ", "u"],
  ["ýÿÝŸ", "y"],
  ["žźżŽŹŻ", "z"],
];

/** translate()'s two arguments: each letter of FROM becomes the letter of TO at its place. */
export const FOLD_FROM = PAIRS.map(([from]) => from).join("");
export const FOLD_TO = PAIRS.map(([from, to]) => to.repeat([...from].length)).join("");

const FOLD = new Map([...FOLD_FROM].map((ch, i) => [ch, FOLD_TO[i]!]));

/** `text` as the index holds it: diacritics folded (case is left to ILIKE). */
export const foldForSearch = (text: string) => [...text].map((ch) => FOLD.get(ch) ?? ch).join("");
