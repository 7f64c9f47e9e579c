import { describe, expect, test } from "bun:test";
import postgres from "postgres";

/**
 * The PostgreSQL driver (postgres.js, patched in patches/) must not drop a promise that can reject:
 * outside every request's promise chain, such a rejection reaches the crash guard (or, without it,
 * ends the process). Found by faults-database ("cut in the middle of a burst"): a connection cut
 * while it fetched the array types left that fetch's rejection unhandled (upstream issue #1192).
 * Here the types query is made to fail deterministically: a 1 ms statement timeout, set at the
 * connection's start, cancels it.
 */
describe.skipIf(!process.env.DATABASE_URL)("postgres.js on PostgreSQL", () => {
  test("a failing array-types fetch on new connections leaves no unhandled rejection", async () => {
    const unhandled: unknown[] = [];
    const record = (reason: unknown) => unhandled.push(reason);
    process.on("unhandledRejection", record);
    const sql = postgres(process.env.DATABASE_URL!, {
      max: 4,
      onnotice: () => {},
      connection: { statement_timeout: 1 },
      // Each query may open a fresh connection (and fetch the types again).
      idle_timeout: 0.05,
    });
    try {
      for (let round = 0; round < 5; round++) {
        // The user's own queries may fail too (the same timeout): they must fail as rejections
        // of their own promises, which this test handles.
        await Promise.allSettled(Array.from({ length: 4 }, () => sql`select pg_sleep(0.01)`));
        await Bun.sleep(100);
      }
      await Bun.sleep(200);
    } finally {
      await sql.end({ timeout: 1 });
      process.off("unhandledRejection", record);
    }
    expect(unhandled.map(String)).toEqual([]);
  }, 30_000);
});
