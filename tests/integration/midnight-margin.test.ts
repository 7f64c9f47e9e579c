import { describe, expect, test } from "bun:test";
import { waitAwayFromMidnights } from "../helpers/clock";

/** The helper that keeps day- and visitor-counting tests away from a day change (tests/helpers/clock.ts). */
const MARGIN = 2 * 60_000;
const at = (iso: string) => Date.parse(iso);

describe("waiting away from midnights", () => {
  test("away from both Prague's and UTC's midnight: no wait", () => {
    expect(waitAwayFromMidnights(at("2026-11-30T12:00:00Z"), ["Europe/Prague", "UTC"], MARGIN)).toBe(0);
  });

  test("just after UTC midnight (01:00 in Prague, winter): waits until two minutes past it", () => {
    const now = at("2026-11-30T00:00:57Z");
    expect(waitAwayFromMidnights(now, ["Europe/Prague"], MARGIN)).toBe(0);
    expect(waitAwayFromMidnights(now, ["Europe/Prague", "UTC"], MARGIN)).toBe(63_000);
  });

  test("just before Prague's midnight (22:59 UTC in winter, 21:59 in summer)", () => {
    expect(waitAwayFromMidnights(at("2026-11-29T22:59:00Z"), ["Europe/Prague", "UTC"], MARGIN)).toBe(180_000);
    expect(waitAwayFromMidnights(at("2026-07-01T21:58:30Z"), ["UTC", "Europe/Prague"], MARGIN)).toBe(210_000);
  });

  test("the same midnight in two zones (London and UTC in winter): waited out once", () => {
    expect(waitAwayFromMidnights(at("2026-01-15T23:59:00Z"), ["UTC", "Europe/London"], MARGIN)).toBe(180_000);
  });

  test("waiting out one midnight does not land next to another", () => {
    // Kathmandu (UTC+05:45) turns the day at 18:15 UTC, Kolkata (UTC+05:30) at 18:30. With a 10-minute
    // margin, at 18:14 the first wait ends at 18:25, 5 minutes before Kolkata's midnight: wait on to 18:40.
    const margin = 10 * 60_000;
    expect(waitAwayFromMidnights(at("2026-01-15T18:14:00Z"), ["Asia/Kathmandu", "Asia/Kolkata"], margin)).toBe(
      26 * 60_000,
    );
  });
});
