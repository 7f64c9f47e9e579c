import { expect, test } from "bun:test";
import { createSharedLimiter } from "./shared-rate-limit";

/**
 * Retry-After is within [1 s, one window] for every moment of a window, and for a clock set back
 * (the sign-in limiter once said 901 s for a 900 s window: hostile-sign-in.test.ts).
 */
test("the shared limiter's Retry-After is never more than one window nor less than 1 s", () => {
  const limiter = createSharedLimiter({ db: null, name: "test", limit: 1, windowMs: 60_000 });
  try {
    const refusals = [120_000, 120_001, 150_000, 179_999, 119_000, 60_500].map((now) => {
      limiter.hit("k", now);
      return { now, ...limiter.hit("k", now) };
    });
    expect(refusals.map((r) => [r.now, r.allowed, r.retryAfterSeconds])).toEqual([
      [120_000, false, 60],
      [120_001, false, 60],
      [150_000, false, 30],
      [179_999, false, 1],
      // A clock set back starts the window it falls in (counts from zero): the wait is within it.
      [119_000, false, 1],
      [60_500, false, 60],
    ]);
  } finally {
    limiter.stop();
  }
});
