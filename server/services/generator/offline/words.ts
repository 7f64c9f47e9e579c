/**
 * Reading a prompt: its words (English and Czech), which of them name colours, styles and
 * subjects, and what the lettering should say.
 */
export const normalizePrompt = (prompt: string) => prompt.normalize("NFC").replace(/\s+/g, " ").trim();

export function wordsOf(prompt: string): string[] {
  return (
    normalizePrompt(prompt)
      .toLowerCase()
      .match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu) ?? []
  );
}

/**
 * A keyword list: "word" matches the word and its English plural, "stem*" any word starting with the
 * stem (Czech inflects: modrá, modrý, modrou...).
 */
export function matches(word: string, keys: readonly string[]): boolean {
  for (const key of keys) {
    if (
      key.endsWith("*") ? word.startsWith(key.slice(0, -1)) : word === key || word === `${key}s` || word === `${key}es`
    )
      return true;
  }
  return false;
}

/** The first entry (in prompt order) whose keywords one of the words matches. */
export function firstMatch<T extends string>(words: readonly string[], table: Record<T, readonly string[]>): T | null {
  for (const word of words) {
    for (const [name, keys] of Object.entries(table) as [T, readonly string[]][]) {
      if (matches(word, keys)) return name;
    }
  }
  return null;
}

export function allMatches<T extends string>(words: readonly string[], table: Record<T, readonly string[]>): T[] {
  const found: T[] = [];
  for (const word of words) {
    for (const [name, keys] of Object.entries(table) as [T, readonly string[]][]) {
      if (matches(word, keys) && !found.includes(name)) found.push(name);
    }
  }
  return found;
}

/** Words that never make lettering: grammar, merch vocabulary, and words about how it should look. */
const STOP = new Set(
  `a an the and or but with without of for to in on at by from into onto over under about as is are be
  this that these those it its my our your their his her we you i me us them some any very really more most
  please make create design designs draw generate give want need would like image picture illustration
  merch merchandise shirt shirts tshirt t-shirt tee tees hoodie hoodies sweatshirt cap caps hat mug mugs
  sticker stickers tote bag bags print printed logo logos style styled look looking looks feel
  colour colours color colors colored coloured palette background text lettering font typography words
  featuring feature features showing show shows using use inspired theme themed simple clean modern
  minimal minimalist minimalistic vintage retro bold badge emblem patch line lines outline geometric
  abstract watercolor watercolour pastel flat cute cool nice awesome beautiful high quality big small
  large little one two three new our team's company's
  a i k o u v s z ve se ze na do od po pro při za před pod nad mezi bez až jak jako aby že ale nebo
  je jsou být byl bude náš naše našeho našemu naši našich můj moje mého tvůj tvoje jeho její jejich
  to ten ta ty tento tato toto tyto který která které kteří co kde kdy
  prosím udělej udělejte vytvoř vytvořte navrhni navrhněte nakresli chci chceme potřebujeme
  design designu návrh návrhu obrázek obrázku tričko trička triko mikina mikinu mikiny hrnek hrnku
  čepice čepici taška tašku samolepka samolepku logo loga styl stylu stylem ve stylu barva barvy
  barvou barvách písmo písmem text textem nápis nápisem motiv motivem minimalistický minimalistické
  jednoduchý jednoduché retro vintage moderní geometrický geometrické abstraktní akvarel pastelové
  velký velké malý malé hezký hezké pěkný pěkné super
  saying says reads reading called named titled words sloganem`.split(/\s+/),
);

/** Merch vocabulary: never lettering, even in a short prompt. */
const MERCH = new Set(
  `a an the with for design merch shirt shirts tshirt t-shirt tee hoodie hoodies cap mug mugs sticker stickers
  tote bag logo print s se pro na design návrh tričko trička triko mikina mikinu mikiny hrnek hrnku čepice
  taška tašku samolepka samolepku logo`.split(/\s+/),
);

/** Words after which the lettering is named: "saying ...", "s nápisem ...". */
const SAYING = new Set([
  "saying",
  "says",
  "reads",
  "reading",
  "text",
  "words",
  "nápis",
  "nápisem",
  "slogan",
  "sloganem",
  "called",
  "named",
  "titled",
]);
/** Words after which the wearer is named: "for our hiking club", "pro náš běžecký tým". */
const FOR = new Set(["for", "pro"]);

/**
 * What the lettering says: a quoted phrase if the prompt has one, else the words after
 * "saying"/"nápisem", else after "for"/"pro", else the first salient words. Up to 3 words.
 */
export function letteringOf(prompt: string, ignore: (word: string) => boolean): string[] {
  const text = normalizePrompt(prompt);
  const quoted = (/["“„«]([^"“”„«»]{1,40})["”“»]/u.exec(text) ??
    /(?:^|\s)['‘‚]([^'‘’‚]{1,40})['’‘](?=$|[\s.,!?;:])/u.exec(text))?.[1]?.trim();
  if (quoted) return splitWords(quoted).slice(0, 4);

  const original = text.match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu) ?? [];
  const lower = original.map((w) => w.toLowerCase());
  const salient = (i: number) => !STOP.has(lower[i]!) && !ignore(lower[i]!) && lower[i]!.length > 1;

  const phraseAfter = (markers: Set<string>, max: number) => {
    for (let i = 0; i < lower.length; i++) {
      if (!markers.has(lower[i]!)) continue;
      const out: string[] = [];
      let j = i + 1;
      while (j < lower.length && STOP.has(lower[j]!) && out.length === 0) j++;
      for (; j < lower.length && out.length < max; j++) {
        // A capitalised short word continues a name ("Kavárna Na Rohu"), other stop words end it.
        const partOfName = out.length > 0 && /^\p{Lu}/u.test(original[j]!) && lower[j]!.length > 1;
        if (!salient(j) && !partOfName) break;
        out.push(original[j]!);
      }
      if (out.length) return out;
    }
    return null;
  };
  // A short prompt ("I love my dog") is the slogan itself, less merch and style words.
  const merchFree = original.filter((_, i) => !MERCH.has(lower[i]!) && !ignore(lower[i]!));
  const short = original.length <= 5 && merchFree.length >= 2 && merchFree.length <= 4 ? merchFree : null;
  const picked =
    phraseAfter(SAYING, 3) ?? phraseAfter(FOR, 3) ?? short ?? original.filter((_, i) => salient(i)).slice(0, 2);
  return picked.length ? picked : ["Merch"];
}

function splitWords(s: string): string[] {
  return s.split(/\s+/).filter(Boolean);
}

/** Other salient words of the prompt (for small secondary lettering), not already in the headline. */
export function secondaryWords(prompt: string, headline: string[], ignore: (word: string) => boolean): string[] {
  const used = new Set(headline.map((w) => w.toLowerCase()));
  return wordsOf(prompt).filter((w) => !STOP.has(w) && !ignore(w) && !used.has(w) && w.length > 2 && !/^\d+$/.test(w));
}
