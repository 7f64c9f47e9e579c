import { afterAll, beforeAll, expect, test } from "bun:test";
import type { DatabaseHandle } from "../../server/db/client";
import { createSharedLimiter } from "../../server/services/shared-rate-limit";
import { makeTempDir } from "../helpers/paths";
import { createTestDatabase, type TestDatabase } from "../helpers/test-db";

/**
 * The analytics beacon's flood guard holds across instances (issue 14, finding 10): two limiters
 * on one database stand for two instances. Each counts locally and syncs its hits; once synced,
 * each refuses past the limit counted over both. Before, each instance allowed the full limit, so
 * N instances let N times the limit through.
 */
let database: TestDatabase;
let handle: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase(makeTempDir("shared-limit"));
  handle = await database.open();
}, 60_000);
afterAll(async () => {
  await handle?.close();
});

test("two instances share one limit of 10 per window", async () => {
  const now = Date.UTC(2026, 10, 25, 9, 0, 5);
  const make = () =>
    createSharedLimiter({ db: handle.db, name: "beacon-test", limit: 10, windowMs: 60_000, syncMs: 3_600_000 });
  const a = make();
  const b = make();
  try {
    const allowed = (l: typeof a, n: number) =>
      Array.from({ length: n }, () => l.hit("203.0.113.9", now)).filter((d) => d.allowed).length;
    expect(allowed(a, 6)).toBe(6);
    await a.sync(now);
    expect(allowed(b, 1)).toBe(1);
    await b.sync(now); // b learns the total: 7
    expect(allowed(b, 5)).toBe(3); // 8, 9, 10 allowed; 11, 12 refused
    await b.sync(now);
    await a.sync(now);
    // a knew 6 and learns 12 (every hit counts, refused ones too): refused from now on.
    expect(allowed(a, 1)).toBe(0);
    // Another key is not affected, and the next window starts afresh.
    expect(a.hit("198.51.100.1", now).allowed).toBe(true);
    expect(a.hit("203.0.113.9", now + 60_000).allowed).toBe(true);
  } finally {
    a.stop();
    b.stop();
  }
});

test("with the database down, the local count still applies", async () => {
  const broken = createSharedLimiter({
    db: {
      insert: () => {
        throw new Error("database down");
      },
    } as never,
    name: "beacon-down",
    limit: 3,
    windowMs: 60_000,
    syncMs: 3_600_000,
  });
  const now = Date.UTC(2026, 10, 25, 9, 0, 5);
  try {
    expect([1, 2, 3, 4].map(() => broken.hit("x", now).allowed)).toEqual([true, true, true, false]);
    await broken.sync(now);
    expect(broken.hit("x", now).allowed).toBe(false);
  } finally {
    broken.stop();
  }
});

test("with no shared database (the embedded one), the count is local and syncing keeps it", async () => {
  const local = createSharedLimiter({ db: null, name: "beacon-local", limit: 3, windowMs: 60_000 });
  const now = Date.UTC(2026, 10, 25, 9, 0, 5);
  try {
    expect([1, 2].map(() => local.hit("x", now).allowed)).toEqual([true, true]);
    // A sync (the timer's, or a test's) must not drop the hits it would otherwise have sent.
    await local.sync(now);
    expect([1, 2].map(() => local.hit("x", now).allowed)).toEqual([true, false]);
    expect(local.hit("y", now).allowed).toBe(true);
    expect(local.hit("x", now + 60_000).allowed).toBe(true);
  } finally {
    local.stop();
  }
});
