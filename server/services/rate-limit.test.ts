import { describe, expect, test } from "bun:test";
import { decide, type RateRule } from "./rate-limit";

const rule: RateRule = { name: "t", limit: 10, windowMs: 600_000 };

/** Replays hits at the given times (ms) through `decide`, counting the allowed ones as the database does. */
function replay(times: number[]) {
  const counts = new Map<number, number>();
  return times.map((at) => {
    const start = Math.floor(at / rule.windowMs) * rule.windowMs;
    const decision = decide(rule, {
      previous: counts.get(start - rule.windowMs) ?? 0,
      current: counts.get(start) ?? 0,
      elapsedMs: at - start,
    });
    if (decision.allowed) counts.set(start, (counts.get(start) ?? 0) + 1);
    return decision;
  });
}

describe("the sliding-window decision", () => {
  test("a burst across a window's end gets the limit, not twice the limit", () => {
    for (const before of [1, 5, 9, 10, 12]) {
      // `before` hits in the last second of one window, the rest in the first seconds of the next.
      const end = 3 * rule.windowMs;
      const times = Array.from({ length: 24 }, (_, i) => (i < before ? end - 1000 + i : end + (i - before) * 100));
      expect(replay(times).filter((d) => d.allowed).length).toBe(10);
    }
  });

  // The estimate takes the previous window's hits as spread evenly over it, so a steady rate right
  // at the limit is refused now and then; just under it never is.
  test("hits spread evenly just under the limit (9 per window) are all allowed, window after window", () => {
    const times = Array.from({ length: 50 }, (_, i) => i * (rule.windowMs / 9) + 1);
    expect(replay(times).every((d) => d.allowed)).toBe(true);
  });

  test("the previous window counts less as the current one goes on", () => {
    const at = (elapsedMs: number, current: number) => decide(rule, { previous: 10, current, elapsedMs });
    expect(at(0, 0).allowed).toBe(false); // 10 + 0 + this one
    expect(at(rule.windowMs / 2, 4).allowed).toBe(true); // 5 + 4 + this one
    expect(at(rule.windowMs / 2, 5).allowed).toBe(false); // 5 + 5 + this one
    expect(at(rule.windowMs - 1000, 8).allowed).toBe(true); // ~0 + 8 + this one
    expect(at(rule.windowMs - 1000, 9).allowed).toBe(false); // 0.02 + 9 + this one
  });

  test("Retry-After is when one more hit would be allowed, no sooner and not much later", () => {
    const cases: { previous: number; current: number; elapsedMs: number }[] = [];
    for (const previous of [0, 3, 10, 25])
      for (const current of [0, 1, 4, 9, 10])
        for (const elapsedMs of [0, 1_000, 299_000, 599_000]) cases.push({ previous, current, elapsedMs });
    for (const c of cases) {
      const decision = decide(rule, c);
      if (decision.allowed) continue;
      const wait = decision.retryAfterSeconds * 1000;
      // Where that moment falls: still this window, or the next one (this one then "previous").
      const afterWait = (ms: number) => {
        const elapsed = c.elapsedMs + ms;
        return elapsed < rule.windowMs
          ? decide(rule, { previous: c.previous, current: c.current, elapsedMs: elapsed })
          : decide(rule, { previous: c.current, current: 0, elapsedMs: elapsed - rule.windowMs });
      };
      expect(afterWait(wait).allowed).toBe(true);
      expect(afterWait(Math.max(0, wait - 2000)).allowed).toBe(false);
      // Refused hits are not counted, so the wait never passes a window and a limit's share of one.
      expect(wait).toBeLessThanOrEqual(rule.windowMs * (1 + 1 / rule.limit) + 1000);
    }
  });

  test("an allowed hit's count is the estimate, rounded up", () => {
    expect(decide(rule, { previous: 4, current: 3, elapsedMs: rule.windowMs / 4 })).toMatchObject({
      allowed: true,
      count: 7, // 3 + 3 + this one
    });
  });
});
