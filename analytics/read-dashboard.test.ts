import { expect, test } from "bun:test";
import { customPeriod, endedBefore, runsToNow } from "./read-dashboard";

/**
 * Which custom ranges the rollups answer (analytics/rollups.test.ts shows they answer them as the raw
 * path does): those without filters whose end, the next local midnight, is more than a minute ahead
 * (runsToNow), or a minute or more behind (endedBefore).
 */
const TZ = "Europe/Prague";
// 26 November 2026, 23:30 UTC = 27 November, 00:30 in Prague.
const NOW = new Date("2026-11-26T23:30:00Z");
const view = (from: string, to: string, filters?: Record<string, string>) => ({
  input: { range: "custom" as const, from, to, filters },
  period: customPeriod(from, to, TZ),
});

test.each([
  ["today in Prague (27 November)", view("2026-11-27", "2026-11-27"), true],
  ["a month to today", view("2026-10-28", "2026-11-27"), true],
  ["ended yesterday in Prague (26 November, still today in UTC)", view("2026-11-20", "2026-11-26"), false],
  ["today with a filter", view("2026-11-27", "2026-11-27", { channel: "Email" }), false],
  ["starts tomorrow", view("2026-11-28", "2026-11-29"), false],
] as const)("%s: from the rollups = %p", (_, v, expected) => {
  expect(runsToNow(v.input, v.period, NOW)).toBe(expected);
});

test("within a minute of the range's end the raw rows answer (a clock ahead elsewhere stamps rows past midnight)", () => {
  const v = view("2026-11-27", "2026-11-27");
  const end = v.period.to.getTime();
  expect(runsToNow(v.input, v.period, new Date(end - 61_000))).toBe(true);
  expect(runsToNow(v.input, v.period, new Date(end - 59_000))).toBe(false);
});

test("rolling ranges are not custom ones", () => {
  const v = view("2026-11-27", "2026-11-27");
  expect(runsToNow({ range: "7d" }, v.period, NOW)).toBe(false);
});

test.each([
  ["ended yesterday in Prague (26 November, still today in UTC)", view("2026-11-20", "2026-11-26"), true],
  ["last month", view("2026-10-01", "2026-10-31"), true],
  ["across the end of summer time", view("2026-10-24", "2026-10-26"), true],
  ["ended yesterday, with a filter", view("2026-11-20", "2026-11-26", { country: "CZ" }), false],
  ["today", view("2026-11-27", "2026-11-27"), false],
] as const)("%s: from the rollups, as a window with an end = %p", (_, v, expected) => {
  expect(endedBefore(v.input, v.period, NOW)).toBe(expected);
});

test("a range is read as ended only a minute after its end", () => {
  const v = view("2026-11-26", "2026-11-26");
  const end = v.period.to.getTime();
  expect(endedBefore(v.input, v.period, new Date(end + 60_000))).toBe(true);
  expect(endedBefore(v.input, v.period, new Date(end + 59_000))).toBe(false);
  expect(runsToNow(v.input, v.period, new Date(end + 59_000))).toBe(false);
});

test("a range whose ends are not whole UTC hours (a zone with half-hour offsets) is read raw", () => {
  const v = {
    input: view("2026-11-20", "2026-11-26").input,
    period: customPeriod("2026-11-20", "2026-11-26", "Asia/Kolkata"),
  };
  expect(endedBefore(v.input, v.period, NOW)).toBe(false);
});
