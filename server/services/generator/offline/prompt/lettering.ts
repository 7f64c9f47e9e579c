import { isNegated } from "./context";

/**
 * What a design may say: only what the prompt quotes, writes after "saying"/"s nápisem", or names
 * (a team, club or brand written with capitals after "for"/"pro"). Never other prompt words: the
 * old generator lettered keyword echoes ("CARTOON · FOX") and inflected Czech fragments.
 */
const SAYING = new Set([
  "saying",
  "says",
  "reads",
  "reading",
  "text",
  "words",
  "slogan",
  "called",
  "named",
  "name",
  "titled",
  "nápis",
  "nápisem",
  "sloganem",
  "textem",
  "jménem",
  "názvem",
  // "with the initials J & P", "s iniciálami J & P" (wedding bags, embroidered towels).
  "initials",
  "monogram",
  "iniciály",
  "iniciálami",
  "monogramem",
]);
/**
 * Of those, the verbs that also have a sense with no lettering ("a cat reading a book", "a dog named
 * after a river"): they introduce lettering only when it starts with a capital or a digit ("a sign
 * reading Open Late", "a bear named Bruno").
 */
const ALSO_PLAIN_VERB = new Set(["reads", "reading", "called", "named", "name", "titled"]);
const FOR = new Set(["for", "pro"]);
/** Small words that may join two capitalised words of one name ("Kavárna Na Rohu", "Fish & Chips"). */
const JOINERS = new Set(["&", "and", "of", "the", "a", "u", "na", "v", "pod", "nad", "za", "de", "la"]);
/**
 * Words between "pro" and a name that leave the name in the accusative as "pro" does: possessives
 * and kin ("pro mého Petra", "pro babičku Marii", "pro celou Prahu"). After them, as right after
 * "pro", a name is turned back to the nominative or left out.
 */
const ACCUSATIVE_LEAD =
  /^(mého|mou|moji|mojí|naši|našeho|tvého|tvou|tvoji|svého|svou|svoji|celou|celého|dědu|dědečka|babičku|tátu|taťku|tatínka|mámu|maminku|bráchu|bratra|ségru|sestru|sestřičku|kamaráda|kamarádku|pana|paní|strejdu|tetu|synka|syna|dceru|manžela|manželku)$/u;
/** Generic words between "for"/"pro" and a name: "for the team Rapid", "pro naši kavárnu Mlýnek". */
const MAX_LEAD = 3;

const WORD = /[\p{L}\p{N}&]+(?:['’.-][\p{L}\p{N}]+)*\.?|[,.;:!?()]/gu;
const isCap = (w: string) => /^[\p{Lu}\p{N}]/u.test(w);
const isPunct = (w: string) => /^[,.;:!?()]$/.test(w);

/**
 * A Czech name right after "pro" is in the accusative. Feminine names turn back regularly
 * (Kavárnu → Kavárna, Restauraci → Restaurace, Galerii → Galerie); other endings that mark a case
 * (Kocoura, Petrovi, Mlýnkem) cannot be undone safely, so such a name is left out.
 */
export function czechNominative(word: string): string | null {
  if (/[^aeiouyáéěíóúůý]u$/iu.test(word)) return `${word.slice(0, -1)}${word.slice(-1) === "U" ? "A" : "a"}`;
  if (/ci$/iu.test(word)) return `${word.slice(0, -1)}e`;
  if (/ii$/iu.test(word)) return `${word.slice(0, -1)}e`;
  if (/(a|ovi|em|ou|ím|ého|ému|y|i|e|ě)$/iu.test(word)) return null;
  return word;
}

/**
 * A prompt in capitals only ("BLACK HOODIE WITH A WOLF FOR OUR TEAM") or with every word capitalised
 * ("Vintage Motorcycle Design For A Biker Meetup"): its capitals mark no name.
 */
function capitalsSayNothing(tokens: readonly string[]): boolean {
  const words = tokens.filter((t) => /^\p{L}{2,}/u.test(t));
  return words.length > 1 && words.every(isCap);
}

export function lettering(prompt: string, quotes: string[]): string[] {
  if (quotes.length) return quotes.slice(0, 2);
  const tokens = prompt.normalize("NFC").match(WORD) ?? [];
  const lower = tokens.map((t) => t.toLowerCase());
  const capsOnly = capitalsSayNothing(tokens);

  // "saying Good Vibes Only", "s nápisem Praha běží", "text: Run Prague": the rest of the clause, as typed.
  for (let i = 0; i < tokens.length; i++) {
    if (!SAYING.has(lower[i]!)) continue;
    // "no text", "without any words", "žádný nápis": asked for none.
    if (isNegated(lower, i)) return [];
    if (ALSO_PLAIN_VERB.has(lower[i]!) && !(tokens[i + 1] && isCap(tokens[i + 1]!) && !capsOnly)) continue;
    const out: string[] = [];
    const from = tokens[i + 1] === ":" ? i + 2 : i + 1;
    for (let j = from; j < tokens.length && out.length < 5 && !isPunct(tokens[j]!); j++) {
      if (
        out.length &&
        ["with", "in", "on", "s", "se", "na", "v", "ve", "and", "a"].includes(lower[j]!) &&
        !isCap(tokens[j]!)
      )
        break;
      out.push(tokens[j]!);
    }
    if (out.length) return [out.join(" ")];
  }

  const names: string[] = [];
  if (capsOnly) return names;
  for (let i = 0; i < tokens.length; i++) {
    if (!FOR.has(lower[i]!)) continue;
    let j = i + 1;
    let lead = 0;
    while (j < tokens.length && !isCap(tokens[j]!) && !isPunct(tokens[j]!) && lead < MAX_LEAD) {
      j++;
      lead++;
    }
    if (j >= tokens.length || !isCap(tokens[j]!)) continue;
    const start = j;
    const run: string[] = [];
    for (; j < tokens.length; j++) {
      const t = tokens[j]!;
      if (isCap(t)) run.push(t);
      else if (JOINERS.has(lower[j]!) && tokens[j + 1] && isCap(tokens[j + 1]!)) run.push(t);
      else break;
    }
    // One capitalised word before a lower-case noun describes it ("for the Brno running team"): not a name.
    const after = tokens[j];
    if (
      run.length === 1 &&
      after !== undefined &&
      !isPunct(after) &&
      !JOINERS.has(lower[j]!) &&
      !["with", "s", "se"].includes(lower[j]!)
    )
      continue;
    const accusative = lower.slice(i + 1, start).every((w) => ACCUSATIVE_LEAD.test(w));
    if (lower[i] === "pro" && accusative) {
      // The first name, and one joined by "a" ("pro Janu a Pavla"): back to the nominative, or left out.
      const turned = run.map((w, k) => (k === 0 || lower[start + k - 1] === "a" ? czechNominative(w) : w));
      if (turned.some((w) => w === null)) continue;
      run.splice(0, run.length, ...(turned as string[]));
    }
    names.push(run.slice(0, 5).join(" "));
    if (names.length === 1) break;
  }
  return names;
}
