import { compose } from ".";
import { COLOURS } from "./prompt/colours";

/**
 * The four rules a design must keep to its prompt (issue 15), checked against a hand-labelled
 * prompt: what it names (colours, motifs, garment) and what its lettering should say, in
 * dictionary form. Shared by the unit test and `bun run bench:generator`.
 */
export interface LabelledPrompt {
  lang: "en" | "cs";
  prompt: string;
  /** Colour ids (prompt/colours.ts) the prompt names for the design. */
  colours: string[];
  /** Motif ids the prompt names. */
  motifs: string[];
  /** What the lettering says, in dictionary form; empty: no lettering. */
  lettering: string[];
  /** Mockup colour of the garment the prompt names, or null. */
  garment: string | null;
}

export function ruleFailures(p: LabelledPrompt): string[] {
  const { composition: c, garment } = compose(p.prompt);
  const failures: string[] = [];
  const inks = new Set(Object.values(c.palette).map((v) => String(v).toUpperCase()));
  for (const id of p.colours) {
    const hex = COLOURS.get(id)?.hex.toUpperCase();
    if (!hex || !inks.has(hex)) failures.push(`colour ${id} not in the palette`);
  }
  const drawn = [c.motif, ...c.extras];
  for (const m of p.motifs) if (!drawn.includes(m)) failures.push(`motif ${m} not drawn (drew ${drawn.join(",")})`);
  const lines = [c.headline.join(" "), ...c.secondary].filter(Boolean);
  // No keyword echoes: every lettered word that is also a prompt word must belong to a quote or name.
  const allowed = new Set(p.lettering.flatMap((l) => l.toLowerCase().split(/\s+/)));
  const promptWords = new Set(p.prompt.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []);
  for (const word of lines
    .join(" ")
    .toLowerCase()
    .match(/[\p{L}\p{N}]+/gu) ?? []) {
    if (promptWords.has(word) && !allowed.has(word) && ![...allowed].some((a) => a.includes(word)))
      failures.push(`lettering echoes "${word}"`);
  }
  // Dictionary form (and nothing invented): exactly the labelled lettering.
  if (JSON.stringify(lines) !== JSON.stringify(p.lettering))
    failures.push(`lettering ${JSON.stringify(lines)}, want ${JSON.stringify(p.lettering)}`);
  if ((garment ?? null) !== p.garment) failures.push(`garment ${garment}, want ${p.garment}`);
  return failures;
}
