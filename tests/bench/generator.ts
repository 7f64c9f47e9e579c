/**
 * `bun run bench:generator` prints how long the offline generator takes to draw a design (p50/p99 ms,
 * one at a time, as a request would) and how big its PNGs are (min/median/max KB), over 50 varied
 * prompts in English and Czech, plus the layouts, palettes and motifs they covered.
 * COUNT=n changes the number of prompts; OUT=dir also writes each PNG there to look at.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { compose, renderDesign } from "../../server/services/generator/offline";

const SUBJECTS = [
  "mountains for our hiking club",
  "a fox for the Brno running team",
  "coffee cup for Café Mlýnek",
  "ocean waves for a summer surf camp",
  "rocket launch for Apiary startup",
  "code brackets for Prague tech meetup",
  "beer mug for Pivovar Kocour",
  "bike for cycling crew Kolo",
  'heart saying "Made with love"',
  "lightning bolt for Energy Drinks",
  "pine trees for camp Les",
  "music notes for Rock festival",
  "horami pro náš běžecký tým",
  "liškou pro firemní závod",
  "kávou pro kavárnu Na Rohu",
  "hvězdami pro noční běh",
  "s nápisem „Praha běží“",
  "s pivem pro Pivovar Kocour",
  "crown for the Queen's VIP party",
  "gear for Škoda engineering day",
  "dog paw for Happy Pets shelter",
  "football for FC Slavoj",
  "globe for world travel club",
  "the words Good Vibes Only",
  "cat for Kočičí kavárna",
];
const STYLES = [
  "vintage badge",
  "minimal line",
  "bold typography",
  "retro",
  "geometric",
  "watercolour",
  "",
  "minimalistické",
  "retro tričko s",
];
const COLOURS = ["", "blue", "red and gold", "zelená", "pastel", "black", "neon", "oranžová", "navy", ""];

const count = Number(process.env.COUNT ?? 50);
const out = process.env.OUT;
if (out) mkdirSync(out, { recursive: true });
const prompts = Array.from({ length: count }, (_, i) => {
  const style = STYLES[i % STYLES.length];
  const subject = SUBJECTS[(i * 7) % SUBJECTS.length];
  const colour = COLOURS[(i * 3) % COLOURS.length];
  return [style, subject, colour].filter(Boolean).join(", ");
});

const percentile = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil((p / 100) * xs.length) - 1)] ?? 0;

// Warm up: the first render loads the fonts and starts resvg's worker threads.
await renderDesign("warm-up");
const times: number[] = [];
const sizes: number[] = [];
const seen = { layouts: new Set<string>(), palettes: new Set<string>(), motifs: new Set<string>() };
for (const [i, prompt] of prompts.entries()) {
  const started = performance.now();
  const png = await renderDesign(prompt);
  times.push(performance.now() - started);
  sizes.push(png.byteLength / 1024);
  const { layout, composition } = compose(prompt);
  seen.layouts.add(layout);
  seen.palettes.add(composition.palette.name);
  if (composition.motif) seen.motifs.add(composition.motif);
  if (out) writeFileSync(join(out, `${String(i).padStart(2, "0")}-${layout}.png`), png);
}

const round = (n: number) => Math.round(n * 10) / 10;
console.log(
  `offline generator, ${count} prompts, 1024 x 1024 PNG, one at a time (${process.platform}, bun ${Bun.version})`,
);
console.log(
  `  time ms:  p50 ${round(percentile(times, 50))}  p99 ${round(percentile(times, 99))}  max ${round(Math.max(...times))}`,
);
console.log(
  `  PNG KB:   min ${round(Math.min(...sizes))}  median ${round(percentile(sizes, 50))}  max ${round(Math.max(...sizes))}`,
);
console.log(
  `  covered:  ${seen.layouts.size} layouts, ${seen.palettes.size} palettes, ${seen.motifs.size} motifs (${[...seen.motifs].join(", ")})`,
);
