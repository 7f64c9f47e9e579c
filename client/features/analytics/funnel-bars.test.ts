import { expect, test } from "bun:test";
import { analyticsConversions } from "../../../shared/content/analytics-conversions";
import { droppedText, funnelBar } from "./funnel-bars";

test("a step's bar: its share of the first step, then what dropped at it", () => {
  // 120 → 64: 53.3% kept, 56 of 120 lost.
  const bar = funnelBar({ fromStart: (64 / 120) * 100, dropOff: 56 }, 120);
  expect(bar.kept).toBeCloseTo(53.33, 2);
  expect(bar.lost).toBeCloseTo(46.67, 2);
  // The first step: the whole track, nothing lost.
  expect(funnelBar({ fromStart: 100, dropOff: 0 }, 120)).toEqual({ kept: 100, lost: 0 });
});

test("never past the track's ends, whatever the figures", () => {
  expect(funnelBar({ fromStart: 60.04, dropOff: 40 }, 100)).toEqual({ kept: 60.04, lost: 100 - 60.04 });
  expect(funnelBar({ fromStart: 130, dropOff: 5 }, 10)).toEqual({ kept: 100, lost: 0 });
  expect(funnelBar({ fromStart: -3, dropOff: -2 }, 10)).toEqual({ kept: 0, lost: 0 });
  expect(funnelBar({ fromStart: Number.NaN, dropOff: 3 }, 0)).toEqual({ kept: 0, lost: 0 });
});

test("a step's drop-off in words, in both languages: never a minus zero", () => {
  const texts = (locale: "en" | "cs") => analyticsConversions[locale].funnels;
  expect(droppedText(1234, texts("en"), "en")).toBe("−1,234 dropped");
  expect(droppedText(0, texts("en"), "en")).toBe("none dropped");
  expect(droppedText(1234, texts("cs"), "cs")).toBe("−1\u00a0234 odpadlo");
  expect(droppedText(0, texts("cs"), "cs")).toBe("nikdo neodpadl");
  for (const locale of ["en", "cs"] as const) expect(droppedText(0, texts(locale), locale)).not.toContain("0");
});
