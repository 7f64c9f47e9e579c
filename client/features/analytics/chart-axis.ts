/**
 * Where the time-series chart's axis labels go, so none is cut by the edge of the SVG: the left
 * margin fits the longest value label (a fixed 44 px cut "150,000" to "0,000"), and a day label
 * that would run past the right edge ends at its point instead of centring on it.
 */

/** Room per character of a 12 px label (digits are ~7 px wide), and the gap between labels and plot. */
export const AXIS_CHAR_PX = 7.5;
const AXIS_GAP_PX = 12;
const MIN_LEFT_PX = 44;

/** The value axis's ticks: 0 to the scale's top, one step apart. */
export function axisTicks(scale: { max: number; step: number }): number[] {
  return Array.from({ length: Math.round(scale.max / scale.step) + 1 }, (_, i) => i * scale.step);
}

/** The left margin for these value labels. */
export function axisMargin(labels: readonly string[]): number {
  const longest = Math.max(0, ...labels.map((l) => l.length));
  return Math.max(MIN_LEFT_PX, Math.ceil(AXIS_GAP_PX + AXIS_CHAR_PX * longest));
}

/** How the label of point i (at x, of `count` points) is anchored in a chart `width` wide. */
export function labelAnchor(
  i: number,
  count: number,
  x: number,
  width: number,
  text: string,
): "start" | "middle" | "end" {
  if (count > 1 && i === 0) return "start";
  return x + (AXIS_CHAR_PX * text.length) / 2 > width ? "end" : "middle";
}
