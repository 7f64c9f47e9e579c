import { circlePath, polygonPath, r1 } from "../shapes";

/**
 * A motif is a list of parts in a 200 x 200 box. Each part has a role (which palette colour fills
 * it) and is either a filled shape or a stroke, so one drawing serves every style.
 */
export type Role = "main" | "accent" | "accent2" | "light" | "ink";
export interface Part {
  d: string;
  role: Role;
  stroke?: number;
}
/** A motif: the words that ask for it (English | Czech, `*` ends a stem) and its drawing. */
export interface MotifDef {
  words: string;
  draw: () => Part[];
}

export const fill = (role: Role, d: string): Part => ({ d, role });
export const line = (role: Role, d: string, stroke = 12): Part => ({ d, role, stroke });
export const circ = circlePath;
export const poly = (...xy: number[]) => {
  const pts: [number, number][] = [];
  for (let i = 0; i < xy.length; i += 2) pts.push([xy[i]!, xy[i + 1]!]);
  return polygonPath(pts);
};
/** A rectangle, with rounded corners when `r` is given. */
export function rect(x: number, y: number, w: number, h: number, r = 0): string {
  if (!r) return `M${r1(x)} ${r1(y)}h${r1(w)}v${r1(h)}h${r1(-w)}Z`;
  return `M${r1(x + r)} ${r1(y)}h${r1(w - 2 * r)}a${r} ${r} 0 0 1 ${r} ${r}v${r1(h - 2 * r)}a${r} ${r} 0 0 1 ${-r} ${r}h${r1(-(w - 2 * r))}a${r} ${r} 0 0 1 ${-r} ${-r}v${r1(-(h - 2 * r))}a${r} ${r} 0 0 1 ${r} ${-r}Z`;
}
/** An ellipse as a path. */
export function ellipse(cx: number, cy: number, rx: number, ry: number): string {
  return `M${r1(cx - rx)} ${r1(cy)}a${rx} ${ry} 0 1 0 ${2 * rx} 0a${rx} ${ry} 0 1 0 ${-2 * rx} 0Z`;
}
