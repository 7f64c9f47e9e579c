import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { Filters } from "../shared/analytics/view";
import { getConversions } from "./queries/getConversions";
import { customPeriod } from "./read-dashboard";
import { getReferenceConversions } from "./reference/conversions";
import { type AnalyticsStore, openAnalyticsStore } from "./store";
import { END, FILTERS, generate, START } from "./testing/awkward-data";
import { rng } from "./testing/rng";
import { DAY_MS } from "./windows";
import { writeBatch } from "./write";

/**
 * Goals and funnels from session_milestones (kept at ingest) must equal the straightforward SQL over
 * the raw rows, for random windows (custom ranges in Prague time across the end of summer time,
 * rolling windows at odd moments) and random filters, one and two. The data is made to be awkward:
 * funnel steps out of order, skipped, repeated and tied; goal events with other or malformed data;
 * sessions spread over days and batches, batches written late and twice; sessions with two
 * visitors or none; sessions without a session record.
 */

describe("goals and funnels equal the straightforward SQL", () => {
  let store: AnalyticsStore;
  beforeAll(async () => {
    store = await openAnalyticsStore(":memory:", { timeZone: "Europe/Prague" });
    const r = rng(7);
    for (const b of generate(7)) {
      await store.write((c) => writeBatch(c, b));
      // A retried batch is stored once and reaches nothing again.
      if (r() < 0.1) await store.write((c) => writeBatch(c, b));
    }
  }, 300_000);
  afterAll(() => store?.close());

  const r = rng(11);
  const day = (t: number) => new Date(t).toISOString().slice(0, 10);
  const cases: { name: string; period: ReturnType<typeof customPeriod>; filters: Filters }[] = [];
  for (let i = 0; i < 24; i++) {
    const filters = FILTERS[i % FILTERS.length] as Filters;
    if (i % 3 === 0) {
      // A rolling window ending at an odd moment.
      const to = START + Math.floor(r() * (END - START));
      const length = [1, 7, 30][i % 3 === 0 ? Math.floor(r() * 3) : 0] as number;
      const from = to - length * DAY_MS;
      cases.push({
        name: `rolling ${length}d to ${new Date(to).toISOString()} ${JSON.stringify(filters)}`,
        period: { from: new Date(from), to: new Date(to), previousFrom: new Date(from - length * DAY_MS) },
        filters,
      });
    } else {
      const a = START + Math.floor(r() * (END - START));
      const b = a + Math.floor(r() * 20) * DAY_MS;
      cases.push({
        name: `${day(a)}..${day(b)} ${JSON.stringify(filters)}`,
        period: customPeriod(day(a), day(b), "Europe/Prague"),
        filters,
      });
    }
  }
  // Across the end of summer time in Prague (25 October 2026), whole local days.
  cases.push({
    name: "2026-10-20..2026-10-31",
    period: customPeriod("2026-10-20", "2026-10-31", "Europe/Prague"),
    filters: {},
  });
  cases.push({
    name: "2026-10-25..2026-10-25 Social",
    period: customPeriod("2026-10-25", "2026-10-25", "Europe/Prague"),
    filters: { channel: "Social" },
  });

  for (const c of cases)
    test(c.name, async () => {
      const expected = await getReferenceConversions(store, c);
      const actual = await getConversions(store, c);
      expect(actual).toEqual(expected);
    });

  test("not vacuous: the data reach every goal and every funnel step", async () => {
    const all = await getConversions(store, {
      period: {
        from: new Date(START - DAY_MS),
        to: new Date(END + 3 * DAY_MS),
        previousFrom: new Date(START - 2 * DAY_MS),
      },
      filters: {},
    });
    for (const g of all.goals) expect(g.current.sessions).toBeGreaterThan(0);
    for (const f of all.funnels) for (const s of f.steps) expect(s.sessions).toBeGreaterThan(0);
    // Some sessions drop off (out of order or skipped steps), so the funnels narrow.
    for (const f of all.funnels) expect(f.steps.at(-1)?.sessions).toBeLessThan(f.steps[0]?.sessions ?? 0);
    expect(all.goals.some((g) => g.current.visitors < g.current.sessions)).toBe(true);
  });
});
