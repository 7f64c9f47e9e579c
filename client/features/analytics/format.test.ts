import { describe, expect, test } from "bun:test";
import { csvCell, toCsv } from "./csv";
import {
  bucketCsv,
  fillBuckets,
  formatBucket,
  formatChange,
  formatCompact,
  formatDay,
  formatDuration,
  formatPercent,
  niceScale,
  parseTimestamp,
  percentChange,
} from "./format";

describe("analytics dashboard formatting", () => {
  test("chart axis numbers stay short at any size, in both languages", () => {
    const plain = (s: string) => s.replace(/\s/g, " ");
    expect(formatCompact(950, "en")).toBe("950");
    expect(formatCompact(150_000, "en").toUpperCase()).toBe("150K");
    expect(formatCompact(1_500, "en").toUpperCase()).toBe("1.5K");
    expect(plain(formatCompact(150_000, "cs"))).toBe("150 tis.");
    expect(plain(formatCompact(1_200_000, "cs"))).toBe("1,2 mil.");
    for (const n of [0, 10, 999, 12_345, 999_999, 12_000_000, 4_500_000_000])
      for (const locale of ["en", "cs"] as const) expect(formatCompact(n, locale).length).toBeLessThanOrEqual(9);
  });

  test("average session as minutes and two-digit seconds", () => {
    expect(formatDuration(125, "{m}m {s}s")).toBe("2m 05s");
    expect(formatDuration(0, "{m}m {s}s")).toBe("0m 00s");
    expect(formatDuration(59.6, "{m}m {s}s")).toBe("1m 00s");
    expect(formatDuration(3725, "{m} min {s} s")).toBe("62 min 05 s");
  });

  test("a custom range's days, and buckets read in the response's zone", () => {
    expect(formatDay("2026-03-12", "en")).toBe("12 Mar 2026");
    expect(formatDay("2026-03-12", "cs").replace(/\s/g, " ")).toBe("12. 3. 2026");
    expect(formatDay("not a day", "en")).toBe("not a day");
    // The Prague day of 1 July starts at 22:00 UTC on 30 June.
    expect(formatBucket("2026-06-30T22:00:00Z", "day", "en", false, "Europe/Prague")).toBe("1 Jul");
    expect(formatBucket("2026-06-30T22:00:00Z", "day", "en")).toBe("30 Jun");
    expect(formatBucket("2026-06-30T22:00:00Z", "hour", "en", false, "Europe/Prague")).toBe("00:00");
  });

  test("bounce rate with one decimal", () => {
    expect(formatPercent(42.46, "en")).toBe("42.5%");
    expect(formatPercent(0, "en")).toBe("0.0%");
    expect(formatPercent(100, "cs").replace(/\s/g, " ")).toBe("100,0 %");
  });

  test("change against the previous period, none when the previous is 0", () => {
    expect(percentChange(112, 100)).toBeCloseTo(12);
    expect(percentChange(5, 0)).toBeNull();
    expect(formatChange(12.4, "en")).toBe("+12%");
    expect(formatChange(-50, "en")).toBe("-50%");
    expect(formatChange(0.2, "en")).toBe("0%");
    expect(formatChange(-0.2, "en")).toBe("0%");
  });

  test("timestamps from DuckDB and ISO", () => {
    expect(parseTimestamp("2026-03-12 14:05:00.123+00")?.toISOString()).toBe("2026-03-12T14:05:00.123Z");
    expect(parseTimestamp("2026-03-12T14:00:00Z")?.toISOString()).toBe("2026-03-12T14:00:00.000Z");
    expect(parseTimestamp("2026-03-12 14:05:00")?.toISOString()).toBe("2026-03-12T14:05:00.000Z");
    expect(parseTimestamp("nonsense")).toBeNull();
  });

  test("every hour of the range gets a bucket, busy ones keep their figures", () => {
    const points = fillBuckets(
      [{ bucket: "2026-03-12T10:00:00Z", views: 4, sessions: 2 }],
      "2026-03-12T08:30:00.000Z",
      "2026-03-12T11:10:00.000Z",
      "hour",
    );
    expect(points.map((p) => p.bucket)).toEqual([
      "2026-03-12T08:00:00Z",
      "2026-03-12T09:00:00Z",
      "2026-03-12T10:00:00Z",
      "2026-03-12T11:00:00Z",
    ]);
    expect(points[2]).toEqual({ bucket: "2026-03-12T10:00:00Z", views: 4, sessions: 2 });
    expect(fillBuckets([], "2026-03-05T12:00:00.000Z", "2026-03-12T12:00:00.000Z", "day")).toHaveLength(8);
  });

  test("axis scale", () => {
    expect(niceScale(0)).toEqual({ max: 4, step: 1 });
    expect(niceScale(7)).toEqual({ max: 8, step: 2 });
    expect(niceScale(93)).toEqual({ max: 100, step: 25 });
  });
});

describe("CSV export", () => {
  test("quotes, formulas and the header row", () => {
    expect(csvCell('say "hi", now')).toBe('"say ""hi"", now"');
    expect(csvCell("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(csvCell(12)).toBe("12");
    expect(csvCell(null)).toBe("");
    expect(toCsv(["Page", "Views"], [["/brands", 3]])).toBe("\ufeffPage,Views\r\n/brands,3\r\n");
  });
});

describe("the traffic CSV's buckets", () => {
  test("are written in the zone the header names, as spreadsheets read a date", () => {
    // The header said "Hour (Europe/Prague)" over UTC instants ("2026-12-07T02:00:00Z").
    expect(bucketCsv("2026-12-07T02:00:00Z", "hour", "Europe/Prague")).toBe("2026-12-07 03:00");
    expect(bucketCsv("2026-07-01T22:00:00Z", "hour", "Europe/Prague")).toBe("2026-07-02 00:00");
    expect(bucketCsv("2026-12-06T23:00:00Z", "day", "Europe/Prague")).toBe("2026-12-07");
    expect(bucketCsv("2026-12-07T02:00:00Z", "hour", "UTC")).toBe("2026-12-07 02:00");
    // Across the end of daylight saving the hours follow the wall clock.
    expect(bucketCsv("2026-10-25T00:00:00Z", "hour", "Europe/Prague")).toBe("2026-10-25 02:00");
    expect(bucketCsv("2026-10-25T01:00:00Z", "hour", "Europe/Prague")).toBe("2026-10-25 02:00");
    expect(bucketCsv("not a time", "hour", "UTC")).toBe("not a time");
  });
});
