import { describe, expect, test } from "bun:test";
import { hasCritical, statusVariant } from "./status";

describe("security status badges", () => {
  test("CRITICAL and WARNING are destructive, CAUTION secondary, the rest default", () => {
    expect(statusVariant("CRITICAL")).toBe("destructive");
    expect(statusVariant("WARNING")).toBe("destructive");
    expect(statusVariant("CAUTION")).toBe("secondary");
    expect(statusVariant("OK")).toBe("default");
    expect(statusVariant("UNKNOWN")).toBe("default");
    expect(statusVariant("NOT_CRITICAL_YET")).toBe("destructive");
  });

  test("the banner shows when any status contains CRITICAL", () => {
    expect(hasCritical([{ metricStatus: "OK" }, { metricStatus: "WARNING" }])).toBe(false);
    expect(hasCritical([{ metricStatus: "OK" }, { metricStatus: "CRITICAL" }])).toBe(true);
    expect(hasCritical([])).toBe(false);
  });
});
