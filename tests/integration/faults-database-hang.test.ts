import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { sql } from "drizzle-orm";
import postgres from "postgres";
import { classifyDatabaseFailure, UNAVAILABLE_MESSAGE } from "../../server/db/errors";
import { startTestApp, type TestApp } from "../helpers/test-app";

/**
 * A hung PostgreSQL: a lock held by a stuck session, a statement that does not end. The pool's
 * lock_timeout and statement_timeout cancel the app's statement; the request answers 503 (safe to
 * retry) within the timeout instead of hanging, and works again once the lock is gone.
 * PostgreSQL only (PGlite runs in the process and has no other sessions).
 */
if (!process.env.DATABASE_URL) {
  console.warn("faults-database-hang: skipped without DATABASE_URL (`.ci/run` runs the suite in both modes)");
}

describe.skipIf(!process.env.DATABASE_URL)("PostgreSQL that does not answer in time", () => {
  let app: TestApp;
  let other: postgres.Sql;
  beforeAll(async () => {
    app = await startTestApp({
      TRUST_PROXY_HOPS: "1",
      DATABASE_STATEMENT_TIMEOUT_MS: "1500",
      DATABASE_LOCK_TIMEOUT_MS: "500",
    });
    other = postgres(app.rt.config.database.url!, { max: 2, onnotice: () => {} });
  }, 60_000);
  afterAll(async () => {
    await other?.end({ timeout: 5 });
    await app?.stop();
  }, 60_000);

  const join = (email: string, ip: string) =>
    fetch(`${app.url}/trpc/waitlist.join`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": ip },
      body: JSON.stringify({ email }),
    });

  test("a table locked by another session: 503 within the lock timeout, then it works", async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const locked = new Promise<void>((lockedResolve) => {
      void other.begin(async (tx) => {
        await tx`lock table waitlist_entries in access exclusive mode`;
        lockedResolve();
        await held;
      });
    });
    await locked;
    const started = performance.now();
    const res = await join("locked@example.com", "10.60.0.1");
    const ms = performance.now() - started;
    expect(res.status).toBe(503);
    expect(await res.text()).toContain(UNAVAILABLE_MESSAGE);
    expect(ms).toBeLessThan(5_000);
    release();
    await Bun.sleep(100);
    expect((await join("locked@example.com", "10.60.0.2")).status).toBe(200);
  });

  test("a statement that runs too long is cancelled by statement_timeout, and the pool serves on", async () => {
    const started = performance.now();
    const error = await app.rt.database.db.execute(sql`select pg_sleep(30)`).catch((e: unknown) => e);
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(classifyDatabaseFailure(error)).toBe("unavailable");
    expect((await join("after@example.com", "10.60.0.3")).status).toBe(200);
  });
});
