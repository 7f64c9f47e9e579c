import { expect, test } from "bun:test";
import { vitalsEventSchema } from "../../shared/schemas/analytics";
import { vitalsDraft } from "./vitals";

const event = (draft: object) => ({
  type: "vitals",
  id: crypto.randomUUID(),
  sessionId: crypto.randomUUID(),
  at: Date.now(),
  path: "/",
  ...draft,
});

test("one metric becomes a vitals event carrying only that metric, which the server accepts", () => {
  for (const [key, value] of [
    ["lcp", 1234.5],
    ["fcp", 800],
    ["ttfb", 12.3],
    ["inp", 104],
    ["fid", 0.6],
    ["cls", 0.042],
  ] as const) {
    const draft = vitalsDraft(key, value);
    expect(draft).toEqual({ [key]: value });
    expect(vitalsEventSchema.safeParse(event(draft!)).success).toBe(true);
  }
});

test("values are kept in the schema's range; unusable ones are dropped", () => {
  expect(vitalsDraft("cls", 250)).toEqual({ cls: 100 });
  expect(vitalsDraft("inp", 5e7)).toEqual({ inp: 1e7 });
  expect(vitalsDraft("ttfb", -3)).toEqual({ ttfb: 0 });
  expect(vitalsDraft("lcp", Number.NaN)).toBeNull();
  expect(vitalsDraft("lcp", Number.POSITIVE_INFINITY)).toBeNull();
  for (const draft of [vitalsDraft("cls", 250), vitalsDraft("inp", 5e7), vitalsDraft("ttfb", -3)])
    expect(vitalsEventSchema.safeParse(event(draft!)).success).toBe(true);
});
