import { readableOn } from "./colour";
import { fonts } from "./fonts";
import { type Fitted, fit, textAt, textOnPath, upper } from "./lettering";
import { type Finish, type MotifName, subjectSvg } from "./motifs";
import type { Palette } from "./palettes";
import type { Random } from "./random";
import { arcPath, circlePath, polygonPath, r1, starPath } from "./shapes";

/** What a layout draws: the scheme, the lettering, and the subject (null: an abstract design). */
export interface Composition {
  rnd: Random;
  palette: Palette;
  /** Main lettering, one entry per word, as the prompt wrote it. */
  headline: string[];
  /** Smaller lettering (other salient words), may be empty. */
  secondary: string[];
  motif: MotifName | null;
  /** Further motifs the prompt names, drawn smaller around the first. */
  extras: MotifName[];
  /** What the first motif wears. */
  accessories: string[];
  finish: Finish;
  seed: number;
}

export const SIZE = 1024;
const C = SIZE / 2;
const deg = (d: number) => (d * Math.PI) / 180;

const secondaryLine = (words: string[]) => upper(words.join(" · "));

/** The first letter of the headline, drawn big where there is no subject to draw. */
function monogram(c: Composition, cx: number, cy: number, height: number, fill: string): string {
  // Nothing to letter and nothing named to draw: a star, rather than a letter nobody asked for.
  if (!c.headline.length) return `<path d="${starPath(cx, cy, height * 0.6, height * 0.25)}" fill="${fill}"/>`;
  const letter = upper([...c.headline.join("")][0] ?? "");
  const f = fit(letter, fonts().serif, height * 1.2, height / 0.72);
  return textAt(f, cx, cy, fill);
}

/** Vintage badge: a ring with lettering on arcs (or a ribbon), the subject in the middle. */
export function badge(c: Composition): string {
  const p = c.palette;
  const f = fonts();
  const onRing = readableOn(p.main, [p.light, p.bg, p.ink]);
  const inner = 300;
  const outer = 414;
  const band = outer - inner;
  const ribbon = c.secondary.length > 0 && c.rnd.chance(0.5);
  const font = c.rnd.pick([f.heavy, f.condensed]);
  const capRatio = font.metrics.capHeight / font.metrics.unitsPerEm;
  const spacing = font === f.condensed ? 0.12 : 0.06;

  const out: string[] = [];
  out.push(`<circle cx="${C}" cy="${C}" r="462" fill="none" stroke="${p.main}" stroke-width="8"/>`);
  out.push(`<circle cx="${C}" cy="${C}" r="446" fill="${p.main}"/>`);
  out.push(
    `<circle cx="${C}" cy="${C}" r="${outer + 14}" fill="none" stroke="${onRing}" stroke-width="5" stroke-dasharray="1 15" stroke-linecap="round"/>`,
  );
  out.push(`<circle cx="${C}" cy="${C}" r="${inner}" fill="${p.bg}" stroke="${onRing}" stroke-width="10"/>`);

  // Top arc, left to right over the top: letters stand outwards from the baseline.
  const topText = upper(ribbon ? c.secondary.join(" ") : c.headline.join(" "));
  const topFit = fit(topText, font, deg(150) * (inner + 30) * 0.96, 66 / capRatio, spacing);
  const rTop = inner + (band - topFit.cap) / 2;
  const defs = [`<path id="arcTop" d="${arcPath(C, C, rTop, deg(195), deg(345))}"/>`];
  out.push(textOnPath(topFit, "arcTop", onRing));

  // Bottom arc, left to right under the bottom: letters stand inwards from the baseline.
  const bottomWords = ribbon ? [] : c.secondary;
  if (bottomWords.length) {
    const bottomFit = fit(secondaryLine(bottomWords), font, deg(110) * (outer - 30) * 0.96, 48 / capRatio, spacing);
    const rBottom = outer - (band - bottomFit.cap) / 2;
    defs.push(`<path id="arcBottom" d="${arcPath(C, C, rBottom, deg(145), deg(35))}"/>`);
    out.push(textOnPath(bottomFit, "arcBottom", onRing));
  } else {
    const mid = (inner + outer) / 2;
    for (const a of [70, 90, 110]) {
      const size = a === 90 ? 30 : 20;
      out.push(
        `<path d="${starPath(C + mid * Math.cos(deg(a)), C + mid * Math.sin(deg(a)), size, size * 0.42)}" fill="${onRing}"/>`,
      );
    }
  }
  // Stars where the arcs meet.
  for (const a of [180, 0]) {
    const mid = (inner + outer) / 2;
    out.push(
      `<path d="${starPath(C + mid * Math.cos(deg(a)), C + mid * Math.sin(deg(a)), 24, 10)}" fill="${onRing}"/>`,
    );
  }

  const motifY = ribbon ? C - 40 : C;
  const motifSize = ribbon ? 330 : 390;
  if (c.motif) out.push(subjectSvg(c, { cx: C, cy: motifY, size: motifSize, palette: p, mode: "filled" }));
  else out.push(monogram(c, C, motifY, ribbon ? 220 : 280, p.main));

  if (ribbon) {
    const fillRibbon = p.ink;
    const fold = p.accent2 === p.bg ? p.main : p.accent2;
    const onRibbon = readableOn(fillRibbon, [p.bg, p.light, p.accent]);
    const y = C + 150;
    const h = 124;
    out.push(
      `<path d="${polygonPath([
        [112, y + 34],
        [222, y + 34],
        [222, y + h + 34],
        [112, y + h + 34],
        [152, y + 34 + h / 2],
      ])}" fill="${fold}"/>`,
    );
    out.push(
      `<path d="${polygonPath([
        [912, y + 34],
        [802, y + 34],
        [802, y + h + 34],
        [912, y + h + 34],
        [872, y + 34 + h / 2],
      ])}" fill="${fold}"/>`,
    );
    out.push(`<path d="M182 ${y}L842 ${y}L842 ${y + h}L182 ${y + h}Z" fill="${fillRibbon}"/>`);
    out.push(
      `<path d="M182 ${y + h}L222 ${y + h + 34}L222 ${y + h}Z M842 ${y + h}L802 ${y + h + 34}L802 ${y + h}Z" fill="${p.ink}" opacity="0.55"/>`,
    );
    const headline = fit(
      upper(c.headline.join(" ")),
      f.condensed,
      600,
      84 / (f.condensed.metrics.capHeight / f.condensed.metrics.unitsPerEm),
      0.06,
    );
    out.push(textAt(headline, C, y + h / 2, onRibbon));
  }
  return `<defs>${defs.join("")}</defs>${out.join("")}`;
}

/** Bold typography: the words stacked and justified, with an offset shadow; the subject above. */
export function typography(c: Composition): string {
  const p = c.palette;
  const f = fonts();
  const font = c.rnd.chance(0.7) ? f.condensed : f.heavy;
  const words = c.headline.map(upper);
  // One word a line, but short words join the next one ("NA ROHU", "I LOVE"), at most 3 lines.
  const lines: string[] = [];
  for (const word of words) {
    const last = lines[lines.length - 1];
    if (last !== undefined && ([...last].length < 5 || lines.length === 3)) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  const width = c.motif ? 720 : 800;
  const maxCap = c.motif ? 190 : 250;
  const capRatio = font.metrics.capHeight / font.metrics.unitsPerEm;
  const fitted = lines.map((l) => fit(l, font, width, maxCap / capRatio, 0.02));
  // Room between lines; more above a line whose capitals carry accents (É, Ý, Č...).
  const gapAbove = (l: Fitted) => l.cap * (/[\u00C0-\u017F]/.test(l.text) ? 0.34 : 0.14);
  const motifH = c.motif ? 260 : 0;
  const second = c.secondary.length ? fit(secondaryLine(c.secondary), f.heavy, 560, 30 / capRatio, 0.3) : null;
  const total =
    motifH +
    (c.motif ? 50 : 0) +
    fitted.reduce((s, l, i) => s + l.cap + (i > 0 ? gapAbove(l) : 0), 0) +
    (second ? 60 + second.cap : 0);
  let y = C - total / 2;
  const out: string[] = [];
  out.push(`<circle cx="${C}" cy="${C}" r="430" fill="${p.accent}" opacity="0.22"/>`);
  if (c.motif) {
    out.push(subjectSvg(c, { cx: C, cy: y + motifH / 2, size: motifH, palette: p, mode: "filled" }));
    y += motifH + 50;
  }
  const shadow = readableOn(p.bg, [p.main, p.accent, p.accent2]) === p.main ? p.main : p.accent2;
  for (const [i, l] of fitted.entries()) {
    if (i > 0) y += gapAbove(l);
    const mid = y + l.cap / 2;
    const offset = Math.max(6, l.size * 0.04);
    out.push(`<g transform="translate(${r1(offset)} ${r1(offset)})">${textAt(l, C, mid, shadow)}</g>`);
    out.push(textAt(l, C, mid, p.ink));
    y += l.cap;
  }
  if (second) {
    const mid = y + 60 + second.cap / 2;
    const half = second.width / 2 + 30;
    out.push(
      `<path d="M${r1(C - half - 90)} ${r1(mid)}H${r1(C - half)}M${r1(C + half)} ${r1(mid)}H${r1(C + half + 90)}" stroke="${p.main}" stroke-width="6" stroke-linecap="round"/>`,
    );
    out.push(textAt(second, C, mid, p.main));
  }
  return out.join("");
}

/** Minimal line art: the subject in outline inside a thin circle, spaced lettering below. */
export function minimal(c: Composition): string {
  const p = c.palette;
  const f = fonts();
  const out: string[] = [];
  const cy = 420;
  out.push(`<circle cx="${C}" cy="${cy}" r="250" fill="none" stroke="${p.ink}" stroke-width="5"/>`);
  out.push(`<circle cx="${C}" cy="${cy}" r="232" fill="${p.accent}" opacity="0.16"/>`);
  if (c.motif) out.push(subjectSvg(c, { cx: C, cy, size: 300, palette: p, mode: "line" }));
  else out.push(monogram(c, C, cy, 220, p.ink));
  const capRatio = f.heavy.metrics.capHeight / f.heavy.metrics.unitsPerEm;
  const head = fit(upper(c.headline.join(" ")), f.heavy, 720, 62 / capRatio, 0.32);
  out.push(textAt(head, C, 770, p.ink));
  if (c.secondary.length) {
    const sub = fit(
      secondaryLine(c.secondary),
      f.condensed,
      520,
      26 / (f.condensed.metrics.capHeight / f.condensed.metrics.unitsPerEm),
      0.45,
    );
    out.push(textAt(sub, C, 868, p.main));
  }
  // The dash sets the lettering off; with none it would be a stray mark.
  if (c.headline.length || c.secondary.length)
    out.push(`<path d="M${C - 40} 826H${C + 40}" stroke="${p.main}" stroke-width="4" stroke-linecap="round"/>`);
  return out.join("");
}

/** Geometric tiles (Bauhaus-like) with the subject in a medallion, lettering below. */
export function geometric(c: Composition): string {
  const p = c.palette;
  const f = fonts();
  const rnd = c.rnd;
  const n = 4;
  const tile = 160;
  const x0 = C - (n * tile) / 2;
  const y0 = 96;
  const colours = [p.main, p.accent, p.accent2, p.ink];
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) {
      const x = x0 + j * tile;
      const y = y0 + i * tile;
      const back = rnd.pick(colours);
      const front = rnd.pick(colours.filter((k) => k !== back));
      out.push(`<rect x="${x}" y="${y}" width="${tile}" height="${tile}" fill="${back}"/>`);
      const kind = rnd.int(0, 5);
      const t = tile;
      const clip = () => {
        out.push(`<clipPath id="t${i}${j}"><rect x="${x}" y="${y}" width="${t}" height="${t}"/></clipPath>`);
        return `clip-path="url(#t${i}${j})"`;
      };
      if (kind === 0) {
        const corner = rnd.int(0, 3);
        const cx = x + (corner % 2) * t;
        const cy = y + Math.floor(corner / 2) * t;
        out.push(`<path d="${circlePath(cx, cy, t)}" fill="${front}" ${clip()}/>`);
      } else if (kind === 1) {
        out.push(`<path d="${circlePath(x + t / 2, y + t / 2, t * 0.36)}" fill="${front}"/>`);
      } else if (kind === 2) {
        out.push(
          `<path d="${
            rnd.chance(0.5)
              ? polygonPath([
                  [x, y],
                  [x + t, y],
                  [x, y + t],
                ])
              : polygonPath([
                  [x + t, y],
                  [x + t, y + t],
                  [x, y + t],
                ])
          }" fill="${front}"/>`,
        );
      } else if (kind === 3) {
        const side = rnd.int(0, 3);
        const [cx, cy] = [
          [x + t / 2, y],
          [x + t, y + t / 2],
          [x + t / 2, y + t],
          [x, y + t / 2],
        ][side] as [number, number];
        out.push(`<path d="${circlePath(cx, cy, t / 2)}" fill="${front}" ${clip()}/>`);
      } else if (kind === 4) {
        for (let k = 0; k < 3; k++)
          out.push(`<rect x="${x + 18}" y="${y + 26 + k * 42}" width="${t - 36}" height="22" fill="${front}"/>`);
      } else {
        out.push(
          `<path d="${polygonPath([
            [x + t / 2, y + 14],
            [x + t - 14, y + t / 2],
            [x + t / 2, y + t - 14],
            [x + 14, y + t / 2],
          ])}" fill="${front}"/>`,
        );
      }
    }
  }
  const gridMid = y0 + (n * tile) / 2;
  if (c.motif) {
    out.push(`<path d="${circlePath(C, gridMid, 190)}" fill="${p.bg}"/>`);
    out.push(`<path d="${circlePath(C, gridMid, 174)}" fill="none" stroke="${p.ink}" stroke-width="6"/>`);
    out.push(subjectSvg(c, { cx: C, cy: gridMid, size: 250, palette: p, mode: "filled" }));
  }
  const capRatio = f.heavy.metrics.capHeight / f.heavy.metrics.unitsPerEm;
  const head = fit(upper(c.headline.join(" ")), f.heavy, n * tile, 100 / capRatio, 0.04);
  const headMid = y0 + n * tile + 40 + head.cap / 2;
  out.push(textAt(head, C, headMid, p.ink));
  if (c.secondary.length) {
    const sub = fit(
      secondaryLine(c.secondary),
      f.condensed,
      n * tile * 0.8,
      30 / (f.condensed.metrics.capHeight / f.condensed.metrics.unitsPerEm),
      0.4,
    );
    out.push(textAt(sub, C, headMid + head.cap / 2 + 36 + sub.cap / 2, p.main));
  }
  return out.join("");
}

/** Retro sunset: a striped gradient sun, the subject as a silhouette, rounded lettering. */
/** Motifs the retro sunset draws as its scene rather than as a subject in front of it. */
const SCENERY: ReadonlySet<MotifName> = new Set<MotifName>(["sun", "mountain", "wave"]);

export function retro(c: Composition): string {
  const p = c.palette;
  const f = fonts();
  const sunY = 430;
  const sunR = 300;
  const out: string[] = [];
  const sunTop = readableOn(p.bg, [p.accent, p.accent2]) === p.accent ? p.accent : p.accent2;
  out.push(
    `<defs><linearGradient id="sun" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sunTop}"/><stop offset="1" stop-color="${p.main}"/></linearGradient></defs>`,
  );
  out.push(`<circle cx="${C}" cy="${sunY}" r="${sunR}" fill="url(#sun)"/>`);
  for (let i = 0; i < 6; i++) {
    const y = sunY + 40 + i * 44;
    out.push(`<rect x="${C - sunR - 10}" y="${y}" width="${2 * sunR + 20}" height="${6 + i * 5}" fill="${p.bg}"/>`);
  }
  const horizon = sunY + sunR - 10;
  // The sunset is the scene; waves and mountains are drawn into it when asked, and every other motif
  // asked for stands in front of it (a runner, a palm). Once, sun, mountain and wave as the first motif
  // threw the others away, and a prompt with no motif got mountains nobody asked for.
  const asked = [c.motif, ...c.extras].filter((m): m is MotifName => m !== null);
  const subjects = asked.filter((m) => !SCENERY.has(m));
  const scene = asked.includes("wave")
    ? "waves"
    : asked.includes("mountain") || (asked.length > 0 && subjects.length === 0)
      ? "mountains"
      : null;
  if (scene === "waves") {
    for (let k = 0; k < 3; k++) {
      const y = horizon - 70 + k * 26;
      let d = `M${C - sunR - 10} ${y + 30}`;
      for (let x = C - sunR - 10; x < C + sunR + 10; x += 80) d += `Q${x + 20} ${y - 14} ${x + 40} ${y}T${x + 80} ${y}`;
      d += `L${C + sunR + 10} ${y + 30}Z`;
      out.push(`<path d="${d}" fill="${k === 2 ? p.ink : k === 1 ? p.accent2 : p.main}"/>`);
    }
  } else if (scene === "mountains") {
    out.push(
      `<path d="M152 ${horizon}L300 ${horizon - 170}L380 ${horizon - 90}L520 ${horizon - 250}L660 ${horizon - 80}L740 ${horizon - 150}L872 ${horizon}Z" fill="${p.ink}"/>`,
    );
    out.push(
      `<path d="M520 ${horizon - 250}L478 ${horizon - 190}L500 ${horizon - 200}L520 ${horizon - 178}L542 ${horizon - 202}L562 ${horizon - 190}Z" fill="${p.bg}"/>`,
    );
  }
  const [subject = null, ...others] = subjects;
  if (subject) {
    out.push(
      subjectSvg(
        { ...c, motif: subject, extras: others },
        {
          cx: C,
          // Over the peaks or the waves (drawn in the same ink) it stands in the sky, smaller.
          cy: scene ? horizon - 390 : horizon - 150,
          size: scene ? 220 : 300,
          palette: p,
          mode: "mono",
          monoColour: p.ink,
          cutColour: sunTop,
        },
      ),
    );
  }
  out.push(`<rect x="132" y="${horizon}" width="760" height="12" rx="6" fill="${p.ink}"/>`);
  const capRatio = f.rounded.metrics.capHeight / f.rounded.metrics.unitsPerEm;
  const head = fit(upper(c.headline.join(" ")), f.rounded, 780, 130 / capRatio, 0.03);
  const headMid = horizon + 50 + head.cap / 2;
  const offset = Math.max(5, head.size * 0.05);
  out.push(`<g transform="translate(${r1(offset)} ${r1(offset)})">${textAt(head, C, headMid, p.main)}</g>`);
  out.push(textAt(head, C, headMid, p.ink));
  if (c.secondary.length) {
    const sub = fit(
      secondaryLine(c.secondary),
      f.condensed,
      560,
      28 / (f.condensed.metrics.capHeight / f.condensed.metrics.unitsPerEm),
      0.45,
    );
    out.push(textAt(sub, C, Math.min(990, headMid + head.cap / 2 + 34 + sub.cap / 2), p.main));
  }
  return out.join("");
}

/** Watercolour: soft blurred washes of the palette behind the subject, a display serif below. */
export function watercolour(c: Composition): string {
  const p = c.palette;
  const f = fonts();
  const rnd = c.rnd;
  const out: string[] = [];
  // Washes: layered, irregular, translucent blobs (no blur filter: it would cost most of the render).
  for (let i = 0; i < 9; i++) {
    const a = rnd.next() * Math.PI * 2;
    const d = 40 + rnd.next() * 130;
    const colour = [p.main, p.accent, p.accent2][i % 3]!;
    out.push(
      `<path d="${blobPath(C + d * Math.cos(a), 410 + d * Math.sin(a) * 0.8, rnd.int(120, 200), rnd)}" fill="${colour}" opacity="0.2"/>`,
    );
  }
  if (c.motif) out.push(subjectSvg(c, { cx: C, cy: 410, size: 380, palette: p, mode: "filled" }));
  else out.push(monogram(c, C, 410, 260, p.ink));
  const title = c.headline.map((w) => upper(w.slice(0, 1)) + w.slice(1)).join(" ");
  const capRatio = f.serif.metrics.capHeight / f.serif.metrics.unitsPerEm;
  const head = fit(title, f.serif, 780, 120 / capRatio);
  const headMid = 760 + head.cap / 2;
  out.push(textAt(head, C, headMid, p.ink));
  if (c.secondary.length) {
    const sub = fit(
      secondaryLine(c.secondary),
      f.condensed,
      520,
      26 / (f.condensed.metrics.capHeight / f.condensed.metrics.unitsPerEm),
      0.45,
    );
    out.push(textAt(sub, C, headMid + head.cap / 2 + 60, p.main));
  }
  return out.join("");
}

/** A soft, irregular closed shape around (cx, cy): a watercolour wash. */
function blobPath(cx: number, cy: number, r: number, rnd: Random): string {
  const n = 9;
  const pts = Array.from({ length: n }, (_, i) => {
    const a = (i * 2 * Math.PI) / n;
    const rr = r * (0.75 + rnd.next() * 0.4);
    return [cx + rr * Math.cos(a), cy + rr * Math.sin(a)] as const;
  });
  const mid = (i: number) => {
    const [x1, y1] = pts[i % n]!;
    const [x2, y2] = pts[(i + 1) % n]!;
    return [(x1 + x2) / 2, (y1 + y2) / 2] as const;
  };
  let d = `M${r1(mid(0)[0])} ${r1(mid(0)[1])}`;
  for (let i = 1; i <= n; i++) {
    const [x, y] = pts[i % n]!;
    const [mx, my] = mid(i);
    d += `Q${r1(x)} ${r1(y)} ${r1(mx)} ${r1(my)}`;
  }
  return `${d}Z`;
}

export const LAYOUTS = { badge, typography, minimal, geometric, retro, watercolour } as const;
export type LayoutName = keyof typeof LAYOUTS;
