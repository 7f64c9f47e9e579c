/** Path builders shared by motifs and layouts. Numbers are rounded to keep the SVG small. */
export const r1 = (n: number) => Math.round(n * 10) / 10;

export function circlePath(cx: number, cy: number, r: number): string {
  return `M${r1(cx - r)} ${r1(cy)}a${r1(r)} ${r1(r)} 0 1 0 ${r1(2 * r)} 0a${r1(r)} ${r1(r)} 0 1 0 ${r1(-2 * r)} 0Z`;
}

export function polygonPath(points: [number, number][]): string {
  return `M${points.map(([x, y]) => `${r1(x)} ${r1(y)}`).join("L")}Z`;
}

/** A star (or a sunburst when `inner` is close to `outer`), first point up. */
export function starPath(cx: number, cy: number, outer: number, inner: number, points = 5, turn = 0): string {
  const pts: [number, number][] = [];
  for (let i = 0; i < points * 2; i++) {
    const r = i % 2 === 0 ? outer : inner;
    const a = -Math.PI / 2 + turn + (i * Math.PI) / points;
    pts.push([cx + r * Math.cos(a), cy + r * Math.sin(a)]);
  }
  return polygonPath(pts);
}

/** Rays around a centre: `count` thin triangles from radius `from` to `to`. */
export function raysPath(cx: number, cy: number, from: number, to: number, count: number, halfWidth: number): string {
  let d = "";
  for (let i = 0; i < count; i++) {
    const a = (i * 2 * Math.PI) / count;
    const [c, s] = [Math.cos(a), Math.sin(a)];
    const w = halfWidth / from;
    d += polygonPath([
      [cx + from * Math.cos(a - w), cy + from * Math.sin(a - w)],
      [cx + to * c, cy + to * s],
      [cx + from * Math.cos(a + w), cy + from * Math.sin(a + w)],
    ]);
  }
  return d;
}

/** A gear: `teeth` square teeth on a ring. */
export function gearPath(cx: number, cy: number, outer: number, inner: number, teeth: number): string {
  const pts: [number, number][] = [];
  const step = (2 * Math.PI) / teeth;
  for (let i = 0; i < teeth; i++) {
    const a = i * step;
    pts.push([cx + inner * Math.cos(a), cy + inner * Math.sin(a)]);
    pts.push([cx + outer * Math.cos(a + step * 0.12), cy + outer * Math.sin(a + step * 0.12)]);
    pts.push([cx + outer * Math.cos(a + step * 0.45), cy + outer * Math.sin(a + step * 0.45)]);
    pts.push([cx + inner * Math.cos(a + step * 0.57), cy + inner * Math.sin(a + step * 0.57)]);
  }
  return polygonPath(pts);
}

/** An arc from angle a0 to a1 (radians, clockwise from 3 o'clock) as a path start + arc command. */
export function arcPath(cx: number, cy: number, r: number, a0: number, a1: number): string {
  const large = Math.abs(a1 - a0) > Math.PI ? 1 : 0;
  const sweep = a1 > a0 ? 1 : 0;
  return `M${r1(cx + r * Math.cos(a0))} ${r1(cy + r * Math.sin(a0))}A${r1(r)} ${r1(r)} 0 ${large} ${sweep} ${r1(cx + r * Math.cos(a1))} ${r1(cy + r * Math.sin(a1))}`;
}

export const escapeXml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c]!);
