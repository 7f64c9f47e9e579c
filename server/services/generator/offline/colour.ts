/** WCAG contrast, to pick the readable one of a few colours for lettering on a given fill. */
function luminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  const channel = (c: number) => {
    const v = c / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

export function contrast(a: string, b: string): number {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p) as [number, number];
  return (x + 0.05) / (y + 0.05);
}

/** The candidate with the most contrast against `fill`. */
export function readableOn(fill: string, candidates: string[]): string {
  return candidates.reduce((best, c) => (contrast(fill, c) > contrast(fill, best) ? c : best));
}
