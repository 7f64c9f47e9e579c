import { contrast, readableOn } from "./colour";
import { ACCESSORIES, MOTIF_TABLE, type Role } from "./motifs/index";
import type { Palette } from "./palettes";

export type MotifName = string;
export { MOTIF_TABLE } from "./motifs/index";

export type MotifMode = "filled" | "mono" | "line";

/**
 * The motif as an SVG group centred on (cx, cy), `size` px wide. `mono` draws every part in
 * `monoColour` (light parts become `cutColour`); `line` draws outlines only.
 */
/**
 * How a style finishes the drawing: `flat` fills, `outline` (bold) a heavy ink contour under the
 * fills, `rough` (hand-drawn) wobbly paths with a sketchy double contour, `facet` (geometric) curves
 * straightened into facets.
 */
export type Finish = "flat" | "outline" | "rough" | "facet";

export interface MotifOptions {
  cx: number;
  cy: number;
  size: number;
  palette: Palette;
  mode: MotifMode;
  monoColour?: string;
  cutColour?: string;
  /** Things the subject wears ("headband"), drawn over its head. */
  accessories?: readonly string[];
  finish?: Finish;
  /** Seed for the hand-drawn wobble. */
  seed?: number;
}

export function motifSvg(name: MotifName, o: MotifOptions): string {
  const p = o.palette;
  const scale = o.size / 200;
  const finish = o.finish ?? "flat";
  // Line art in the design's main colour (a red fox is red), in ink only where the main colour would
  // not read on the background: in ink always, the colour a prompt named showed nowhere but a dash.
  // 2.5: a 300 px drawing reads at less contrast than text does.
  const line = o.mode === "line" && contrast(p.main, p.bg) >= 2.5 ? p.main : p.ink;
  const colour = (role: Role) => {
    if (o.mode === "mono") return role === "light" ? (o.cutColour ?? p.bg) : (o.monoColour ?? p.main);
    if (o.mode === "line") return line;
    // Details in ink vanish on a body of the same colour ("black skull"): draw them in black or
    // white, whichever shows on the body.
    const ink = p.ink.toUpperCase() === p.main.toUpperCase() ? readableOn(p.main, ["#111111", "#FFFFFF"]) : p.ink;
    return { main: p.main, accent: p.accent, accent2: p.accent2, light: p.light, ink }[role];
  };
  let seed = o.seed ?? 1;
  const next = () => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647;
  };
  const shape = (d: string) => (finish === "rough" ? wobble(d, next) : finish === "facet" ? facet(d) : d);
  const drawn = [
    ...(MOTIF_TABLE[name]?.draw() ?? []),
    ...(o.accessories ?? []).flatMap((a) => ACCESSORIES[a]?.draw() ?? []),
  ]
    .filter((part) => !(o.mode === "line" && part.role === "light" && !part.stroke))
    .map((part) => ({ ...part, d: shape(part.d) }));
  const out: string[] = [];
  if (finish === "outline" && o.mode !== "line") {
    // One heavy contour behind everything: the fills cover its inner half.
    const contour = drawn.map((part) => part.d).join("");
    out.push(`<path d="${contour}" fill="${p.ink}" stroke="${p.ink}" stroke-width="14" stroke-linejoin="round"/>`);
  }
  for (const part of drawn) {
    const c = colour(part.role);
    if (part.stroke)
      out.push(
        `<path d="${part.d}" fill="none" stroke="${c}" stroke-width="${o.mode === "line" ? Math.min(part.stroke, 8) : part.stroke}" stroke-linecap="round" stroke-linejoin="round"/>`,
      );
    else if (o.mode === "line")
      out.push(`<path d="${part.d}" fill="none" stroke="${c}" stroke-width="6" stroke-linejoin="round"/>`);
    else {
      out.push(`<path d="${part.d}" fill="${c}"/>`);
      if (finish === "rough")
        out.push(
          `<path d="${shape(part.d)}" fill="none" stroke="${p.ink}" stroke-width="3" stroke-linejoin="round" opacity="0.8"/>`,
        );
    }
  }
  const x = o.cx - o.size / 2;
  const y = o.cy - o.size / 2;
  return `<g transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) scale(${scale.toFixed(4)})">${out.join("")}</g>`;
}

/** The subject: the first motif large, up to three more smaller around it ("skull with roses"). */
export function subjectSvg(
  c: {
    motif: MotifName | null;
    extras: readonly MotifName[];
    accessories: readonly string[];
    finish: Finish;
    seed: number;
  },
  o: Omit<MotifOptions, "accessories" | "finish" | "seed">,
): string {
  if (!c.motif) return "";
  const base = { ...o, finish: c.finish, seed: c.seed };
  if (!c.extras.length) return motifSvg(c.motif, { ...base, accessories: c.accessories });
  const s = o.size;
  const spots: [number, number][] = [
    [0.33, 0.3],
    [-0.33, 0.3],
    [0.33, -0.3],
  ];
  const extras = c.extras.slice(0, 3).map((m, i) => {
    const [dx, dy] = spots[i]!;
    // The second subject takes the second colour ("skull with roses, black and red": red roses).
    const palette = { ...o.palette, main: o.palette.accent, accent: o.palette.main };
    return motifSvg(m, { ...base, palette, cx: o.cx + dx * s, cy: o.cy + dy * s, size: s * 0.42 });
  });
  return motifSvg(c.motif, { ...base, size: s * 0.74, accessories: c.accessories }) + extras.join("");
}

/** Hand-drawn: every coordinate moved a little, so lines wobble. Arcs keep their flags. */
function wobble(d: string, rnd: () => number): string {
  if (/[aA]/.test(d)) return d;
  return d.replace(/-?\d+(?:\.\d+)?/g, (n) => String(Math.round((Number(n) + (rnd() - 0.5) * 5) * 10) / 10));
}

/** Geometric: curves become straight facets; circles become octagons. */
function facet(d: string): string {
  const circle = /^M(-?[\d.]+) (-?[\d.]+)a([\d.]+) ([\d.]+) 0 1 0 [\d.]+ 0a[\d.]+ [\d.]+ 0 1 0 -[\d.]+ 0Z$/.exec(d);
  if (circle) {
    const [x0, y, rx, ry] = circle.slice(1).map(Number) as [number, number, number, number];
    const cx = x0 + rx;
    const pts = Array.from({ length: 8 }, (_, i) => {
      const a = (i * Math.PI) / 4 + Math.PI / 8;
      return `${Math.round((cx + rx * Math.cos(a)) * 10) / 10} ${Math.round((y + ry * Math.sin(a)) * 10) / 10}`;
    });
    return `M${pts.join("L")}Z`;
  }
  if (/[a-zA-Z]/.test(d.replace(/[MLHVCSQTZmlhvz]/g, ""))) return d;
  // Absolute curves: keep only each segment's end point.
  return d
    .replace(/C(?:\s*-?[\d.]+[ ,]-?[\d.]+){2}\s*(-?[\d.]+[ ,]-?[\d.]+)/g, "L$1")
    .replace(/([SQ])\s*-?[\d.]+[ ,]-?[\d.]+\s*(-?[\d.]+[ ,]-?[\d.]+)/g, "L$2")
    .replace(/T/g, "L");
}
