import { describe, expect, test } from "bun:test";
import { DETAIL_TABS, detailTabOf, viewSearchOf } from "./view-keys";

describe("the dashboard tab in the URL", () => {
  test("each tab is read back from its own name", () => {
    for (const tab of DETAIL_TABS) expect(detailTabOf({ tab })).toBe(tab);
  });

  test("anything that names no tab opens the first (top pages)", () => {
    for (const tab of [
      undefined,
      null,
      "",
      "Goals",
      "goals ",
      "GOALS",
      "__proto__",
      "toString",
      3,
      ["goals"],
      { goals: 1 },
    ])
      expect(detailTabOf({ tab })).toBe("pages");
    expect(detailTabOf({})).toBe("pages");
  });

  test("the route keeps the tab as text beside the view's keys, and nothing else", () => {
    expect(viewSearchOf({ range: "30d", channel: "Email", tab: "goals", other: "x" })).toEqual({
      range: "30d",
      channel: "Email",
      tab: "goals",
    });
  });
});
