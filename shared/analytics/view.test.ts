import { describe, expect, test } from "bun:test";
import { customRangeProblem, DAY_MAX, DAY_MIN, isDay, viewFromSearch } from "./view";

describe("the dashboard's view in its URL", () => {
  test("a custom range of two days from 2000 to 2099, in order, is kept", () => {
    expect(viewFromSearch({ range: "custom", from: "2026-03-01", to: "2026-03-31" })).toEqual({
      range: "custom",
      from: "2026-03-01",
      to: "2026-03-31",
    });
    expect(viewFromSearch({ range: "custom", from: DAY_MIN, to: "2000-01-01" }).range).toBe("custom");
    expect(viewFromSearch({ range: "custom", from: "2099-12-01", to: DAY_MAX }).range).toBe("custom");
  });

  // A shared link with a day before the year 1000 reached the server and stopped it (the time-zone
  // arithmetic never reached the day): such a link opens the default view instead.
  test.each([
    ["0001-01-01", "0001-12-31"],
    ["0500-01-01", "0500-01-02"],
    ["0000-01-01", "0000-01-01"],
    ["1999-12-31", "2000-01-02"],
    ["2099-12-31", "2100-01-01"],
    ["9999-12-01", "9999-12-31"],
    ["2026-02-30", "2026-03-01"],
    ["2026-03-02", "2026-03-01"],
  ])("a link from %s to %s opens the default view", (from, to) => {
    expect(viewFromSearch({ range: "custom", from, to })).toEqual({ range: "7d" });
  });

  test("a day is YYYY-MM-DD, exists, and lies in 2000–2099", () => {
    for (const day of ["2000-01-01", "2024-02-29", "2099-12-31"])
      expect({ day, ok: isDay(day) }).toEqual({ day, ok: true });
    for (const day of ["1999-12-31", "2100-01-01", "0999-12-31", "2025-02-29", "2026-1-01", "20260101", 20260101, null])
      expect({ day, ok: isDay(day) }).toEqual({ day, ok: false });
  });
});

describe("what is wrong with a custom range (the form says which)", () => {
  test("a day outside 2000-2099 or no day, the first after the last, more than 366 days; or nothing", () => {
    // The form said all three rules at once, whichever was broken.
    expect(customRangeProblem("2026-12-01", "2026-12-07")).toBeNull();
    expect(customRangeProblem("2026-12-07", "2026-12-07")).toBeNull();
    expect(customRangeProblem("2026-12-07", "2026-12-01")).toBe("order");
    expect(customRangeProblem("2025-12-01", "2026-12-02")).toBe("span");
    expect(customRangeProblem("2025-12-02", "2026-12-02")).toBeNull();
    expect(customRangeProblem("1999-12-31", "2026-12-01")).toBe("day");
    expect(customRangeProblem("2026-02-30", "2026-03-01")).toBe("day");
    expect(customRangeProblem("", "2026-03-01")).toBe("day");
    // The first problem a person would fix: a day that is no day, before the order.
    expect(customRangeProblem("2100-01-01", "2026-01-01")).toBe("day");
  });
});
