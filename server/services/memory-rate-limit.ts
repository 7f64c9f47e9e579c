/**
 * A per-process fixed-window counter, for the analytics beacon only: it is hit on every page event,
 * so it must cost nothing, and a limit that is per instance rather than global is acceptable there
 * (the database-backed limiter guards everything that stores business data or costs money).
 */
export function createMemoryLimiter(limit: number, windowMs: number) {
  let windowStart = 0;
  let counts = new Map<string, number>();
  return {
    hit(key: string, now = Date.now()): { allowed: boolean; retryAfterSeconds: number } {
      if (now - windowStart >= windowMs) {
        windowStart = now - (now % windowMs);
        counts = new Map();
      }
      const count = (counts.get(key) ?? 0) + 1;
      counts.set(key, count);
      return { allowed: count <= limit, retryAfterSeconds: Math.ceil((windowStart + windowMs - now) / 1000) };
    },
  };
}
