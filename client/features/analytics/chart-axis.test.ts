import { describe, expect, test } from "bun:test";
import { AXIS_CHAR_PX, axisMargin, axisTicks, labelAnchor } from "./chart-axis";
import { formatBucket, formatCompact, niceScale } from "./format";

describe("time-series chart axis", () => {
  test("the left margin holds the longest value label of every scale, in both languages", () => {
    for (const locale of ["en", "cs"] as const)
      for (let max = 1; max <= 1e10; max *= 3.7) {
        const labels = axisTicks(niceScale(max)).map((t) => formatCompact(t, locale));
        const margin = axisMargin(labels);
        // Labels end 8 px left of the plot; each character needs AXIS_CHAR_PX.
        for (const l of labels) expect(margin - 8).toBeGreaterThanOrEqual(AXIS_CHAR_PX * l.length);
      }
    // Short labels keep the usual margin.
    expect(axisMargin(["0", "5", "10"])).toBe(44);
    expect(axisMargin(["0", "150 tis."])).toBeGreaterThan(44);
  });

  test("day labels stay inside the chart: the first starts at its point, one near the right edge ends at it", () => {
    const width = 1000;
    const text = formatBucket("2026-11-27T00:00:00Z", "day", "en");
    expect(labelAnchor(0, 31, 60, width, text)).toBe("start");
    expect(labelAnchor(15, 31, 500, width, text)).toBe("middle");
    expect(labelAnchor(30, 31, width - 16, width, text)).toBe("end");
    // A lone point is centred.
    expect(labelAnchor(0, 1, 500, width, text)).toBe("middle");
    // Whatever the anchor, the label's far edge is inside [0, width].
    for (let x = 40; x <= width - 16; x += 7) {
      const a = labelAnchor(5, 31, x, width, text);
      const half = (AXIS_CHAR_PX * text.length) / 2;
      const right = a === "end" ? x : a === "middle" ? x + half : x + 2 * half;
      expect(right).toBeLessThanOrEqual(width);
    }
  });
});
