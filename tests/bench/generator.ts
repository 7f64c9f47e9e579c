/**
 * `bun run bench:generator`: the offline generator over the 100 labelled prompts of
 * tests/fixtures/generator-prompts.json (50 English, 50 Czech). Prints the pass rate of the four
 * prompt rules (named colours in the palette, named motifs drawn, no keyword echoes, Czech
 * lettering in dictionary form; see server/services/generator/offline/prompt-rules.ts), the time to
 * draw one design (poster + transparent print PNG, one design at a time as a request would,
 * p50/p99 ms) and the PNG sizes.
 * OUT=dir also writes every PNG there and a contact sheet (contact-sheet.html) of all designs.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { compose, renderDesignPair } from "../../server/services/generator/offline";
import { type LabelledPrompt, ruleFailures } from "../../server/services/generator/offline/prompt-rules";
import fixture from "../fixtures/generator-prompts.json";

const prompts = fixture as LabelledPrompt[];
const out = process.env.OUT;
if (out) mkdirSync(out, { recursive: true });

const percentile = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil((p / 100) * xs.length) - 1)] ?? 0;
const round = (n: number) => Math.round(n * 10) / 10;

// Warm up: the first render loads the fonts and starts resvg's worker threads.
await renderDesignPair("warm-up");
const times: number[] = [];
const posterKb: number[] = [];
const printKb: number[] = [];
const failed: string[] = [];
const seen = { layouts: new Set<string>(), motifs: new Set<string>() };
const cells: string[] = [];
for (const [i, p] of prompts.entries()) {
  const started = performance.now();
  const { poster, print } = await renderDesignPair(p.prompt);
  times.push(performance.now() - started);
  posterKb.push(poster.byteLength / 1024);
  printKb.push(print.byteLength / 1024);
  const failures = ruleFailures(p);
  if (failures.length) failed.push(`  ✗ ${p.prompt}: ${failures.join("; ")}`);
  const { layout, composition, garmentHex } = compose(p.prompt);
  seen.layouts.add(layout);
  for (const m of [composition.motif, ...composition.extras]) if (m) seen.motifs.add(m);
  if (out) {
    const name = `${String(i).padStart(3, "0")}-${layout}`;
    writeFileSync(join(out, `${name}.png`), poster);
    writeFileSync(join(out, `${name}.print.png`), print);
    cells.push(
      `<figure><img src="${name}.png"><img src="${name}.print.png" style="background:${garmentHex ?? "#f7f4ee"}"><figcaption>${failures.length ? "✗ " : ""}${p.prompt.replace(/</g, "&lt;")}</figcaption></figure>`,
    );
  }
}
if (out) {
  writeFileSync(
    join(out, "contact-sheet.html"),
    `<!doctype html><meta charset="utf-8"><title>Generator contact sheet</title><style>body{font:12px sans-serif;display:grid;grid-template-columns:repeat(5,1fr);gap:12px}figure{margin:0}img{width:49%}</style>${cells.join("")}`,
  );
}

const passed = prompts.length - failed.length;
console.log(`offline generator, ${prompts.length} labelled prompts (${process.platform}, bun ${Bun.version})`);
console.log(`  prompt rules: ${passed}/${prompts.length} pass (${round((passed / prompts.length) * 100)} %)`);
for (const f of failed) console.log(f);
console.log(
  `  time ms per design (poster + print PNG):  p50 ${round(percentile(times, 50))}  p99 ${round(percentile(times, 99))}  max ${round(Math.max(...times))}`,
);
for (const [label, kb] of [
  ["poster", posterKb],
  ["print ", printKb],
] as const)
  console.log(
    `  ${label} PNG KB:  min ${round(Math.min(...kb))}  median ${round(percentile(kb, 50))}  max ${round(Math.max(...kb))}`,
  );
console.log(`  covered: ${seen.layouts.size} layouts, ${seen.motifs.size} motifs`);
if (out) console.log(`  wrote ${prompts.length * 2} PNGs and ${join(out, "contact-sheet.html")}`);
