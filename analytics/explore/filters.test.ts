import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { FilterDimension, Filters } from "../../shared/analytics/view";
import { rowsOn } from "../queries/run";
import { sqlString } from "../queries/window-sql";
import { BREAKDOWNS, breakdownLabel } from "../sql";
import { type AnalyticsStore, openAnalyticsStore } from "../store";
import { rng } from "../testing/rng";
import { campaignSplits, labelFilterSql, pageViewFilterSql } from "./filters";

/**
 * The fast paths filter page views by comparing stored columns (pageViewFilterSql), the reference
 * SQL by comparing each row's label (labelFilterSql): both must keep exactly the same rows, for
 * every label a row can have and for values no row has, with parts that look like the labels'
 * stand-ins ('(none)', '(direct)', 'Unknown', 'Other'), empty strings, quotes and campaign parts
 * that hold the " / " separator themselves.
 */

const PARTS = [null, "", "(none)", "(direct)", "Unknown", "Other", "a / b", " / ", "a /", "/ b", "it's", "x", "cpc"];
const COLUMNS = [
  "referrer_host",
  "channel",
  "country",
  "device_type",
  "browser",
  "os",
  "utm_source",
  "utm_medium",
  "utm_campaign",
] as const;
const DIMENSION: Record<(typeof BREAKDOWNS)[number], FilterDimension> = {
  referrer: "referrer",
  device_type: "device",
  browser: "browser",
  os: "os",
  channel: "channel",
  campaign: "campaign",
  country: "country",
};
/** Values no row may have, or that only a careless rewrite would match. */
const STRANGERS = [
  "",
  "(none)",
  "(direct)",
  "Unknown",
  "Other",
  "nothing",
  "x / x",
  "a / b / c / d",
  " /  / ",
  "(none) / (none) / ",
  "' OR TRUE OR '",
  // Eight separators: more ways to cut it than pageViewFilterSql lists (it compares the label).
  "a / b / c / d / e / f / g / h / i",
];

describe("page-view filters: stored columns select what the labels do", () => {
  let store: AnalyticsStore;
  const ROWS = 600;
  beforeAll(async () => {
    store = await openAnalyticsStore(":memory:");
    const r = rng(23);
    const pick = () => PARTS[Math.floor(r() * PARTS.length)] ?? null;
    const values = Array.from({ length: ROWS }, (_, id) =>
      [id, ...COLUMNS.map(() => pick())].map((v) => (v === null ? "NULL" : typeof v === "number" ? v : sqlString(v))),
    );
    await store.write(async (c) => {
      await c.run(`CREATE TABLE f (id INTEGER, ${COLUMNS.map((col) => `${col} VARCHAR`).join(", ")})`);
      await c.run(`INSERT INTO f VALUES ${values.map((v) => `(${v.join(", ")})`).join(", ")}`);
    });
  });
  afterAll(() => store?.close());

  const ids = (where: string) =>
    store.read(async (c) =>
      (await rowsOn<{ id: number }>(c, `SELECT id FROM f WHERE ${where} ORDER BY id`)).map((r) => r.id),
    );

  /** Every label of `column` some row has, and the strangers. */
  async function valuesOf(column: (typeof BREAKDOWNS)[number]): Promise<string[]> {
    const found = await store.read((c) =>
      rowsOn<{ label: string }>(c, `SELECT DISTINCT ${breakdownLabel(column)} AS label FROM f`),
    );
    return [...new Set([...found.map((r) => r.label), ...STRANGERS])];
  }

  for (const column of BREAKDOWNS)
    test(`${column}: every label and stranger keeps the same rows`, async () => {
      let matched = 0;
      for (const value of await valuesOf(column)) {
        const filters: Filters = { [DIMENSION[column]]: value };
        const expected = await ids(labelFilterSql(filters));
        expect({ value, rows: await ids(pageViewFilterSql(filters)) }).toEqual({ value, rows: expected });
        matched += expected.length;
      }
      // Not vacuous: the labels present do select rows.
      expect(matched).toBeGreaterThan(0);
    });

  test("two filters combine as both labels do", async () => {
    const r = rng(5);
    const channels = await valuesOf("channel");
    const campaigns = await valuesOf("campaign");
    for (let i = 0; i < 40; i++) {
      const filters: Filters = {
        channel: channels[Math.floor(r() * channels.length)] as string,
        campaign: campaigns[Math.floor(r() * campaigns.length)] as string,
      };
      expect(await ids(pageViewFilterSql(filters))).toEqual(await ids(labelFilterSql(filters)));
    }
  });

  test("campaigns whose parts hold the separator are found", async () => {
    const ambiguous = (await valuesOf("campaign")).filter((label) => campaignSplits(label).length > 1);
    let matched = 0;
    for (const campaign of ambiguous) {
      const expected = await ids(labelFilterSql({ campaign }));
      expect(await ids(pageViewFilterSql({ campaign }))).toEqual(expected);
      matched += expected.length;
    }
    expect(matched).toBeGreaterThan(10);
  });
});

describe("campaignSplits", () => {
  test("one way to read a plain label, none without two separators", () => {
    expect(campaignSplits("newsletter / email / spring")).toEqual([["newsletter", "email", "spring"]]);
    expect(campaignSplits("a / b")).toEqual([]);
    expect(campaignSplits("")).toEqual([]);
  });
  test("every pair of separators when a part may hold one", () => {
    expect(campaignSplits("a / b / c / d")).toEqual([
      ["a", "b", "c / d"],
      ["a", "b / c", "d"],
      ["a / b", "c", "d"],
    ]);
    // Overlapping separators (" / / ") cut once each, never inside each other.
    expect(campaignSplits(" / / ")).toEqual([]);
    expect(campaignSplits(" /  / ")).toEqual([["", "", ""]]);
  });
});
