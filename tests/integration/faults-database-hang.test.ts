import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { sql } from "drizzle-orm";
import postgres from "postgres";
import { type Database, type DatabaseHandle, openDatabase, rowsOf } from "../../server/db/client";
import { classifyDatabaseFailure, UNAVAILABLE_MESSAGE } from "../../server/db/errors";
import { makeTempDir } from "../helpers/paths";
import { proxyPostgres, type TcpProxy } from "../helpers/tcp-proxy";
import { startTestApp, type TestApp } from "../helpers/test-app";
import { createTestDatabase, type TestDatabase } from "../helpers/test-db";

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

describe.skipIf(!process.env.DATABASE_URL)("PostgreSQL that answers nothing at all: the client's deadline", () => {
  // Through a TCP proxy that accepts and holds every byte: no statement_timeout can fire, as with a
  // stopped database server. The handle's deadline (server/db/deadline.ts) must end each wait.
  const DEADLINE_MS = 800;
  let database: TestDatabase;
  let proxy: TcpProxy;
  let handle: DatabaseHandle;
  let direct: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase(makeTempDir("deadline"));
    const proxied = await proxyPostgres(database.env.DATABASE_URL!);
    proxy = proxied.proxy;
    handle = await openDatabase({
      url: proxied.url,
      poolSize: 2,
      statementTimeoutMs: 500,
      deadlineMs: DEADLINE_MS,
    });
    direct = await database.open();
    await direct.db.execute(sql`create table deadline_probe (id text primary key)`);
  }, 60_000);
  afterAll(async () => {
    proxy?.resume();
    await handle?.close();
    await direct?.close();
    await proxy?.stop();
    await database?.drop();
  }, 60_000);

  const insert = (db: Database, id: string) => db.execute(sql`insert into deadline_probe (id) values (${id})`);
  const stored = async (id: string) =>
    rowsOf<{ id: string }>(await direct.db.execute(sql`select id from deadline_probe where id = ${id}`)).length;
  /** The caller's error and how long it took to come. */
  async function timed(run: () => Promise<unknown>) {
    const started = performance.now();
    const error = await run().then(
      () => null,
      (e: unknown) => e,
    );
    return { error, ms: performance.now() - started };
  }
  /** Lets the held bytes through and waits until the handle answers again and what was held has run. */
  async function answerAgain() {
    proxy.resume();
    for (let i = 0; ; i++) {
      const ok = await handle.db.execute(sql`select 1`).then(
        () => true,
        () => false,
      );
      if (ok) break;
      if (i > 50) throw new Error("the handle did not answer again");
      await Bun.sleep(100);
    }
    await Bun.sleep(300);
  }

  test("a statement: DatabaseDeadlineError (a 503) within the deadline; the pool serves again after", async () => {
    proxy.hang();
    const { error, ms } = await timed(() => handle.db.execute(sql`select 1`));
    expect(error).toBeInstanceOf(Error);
    expect(classifyDatabaseFailure(error)).toBe("unavailable");
    expect(ms).toBeGreaterThanOrEqual(DEADLINE_MS - 50);
    expect(ms).toBeLessThan(DEADLINE_MS + 1_000);
    await answerAgain();
    expect(rowsOf<{ n: number }>(await handle.db.execute(sql`select 2 as n`))[0]?.n).toBe(2);
  });

  test("a transaction whose statement gets no answer is abandoned at the deadline and never commits, even if its callback carries on", async () => {
    let later: unknown = null;
    const { error, ms } = await timed(() =>
      handle.db.transaction(async (tx) => {
        await insert(tx, "mid-1");
        proxy.hang();
        await insert(tx, "mid-2").catch(() => {}); // a callback that swallows the error...
        later = await insert(tx, "mid-3").then(
          () => null,
          (e: unknown) => e,
        ); // ...and goes on
      }),
    );
    expect(classifyDatabaseFailure(error)).toBe("unavailable");
    expect(ms).toBeLessThan(DEADLINE_MS + 1_000);
    await answerAgain();
    // The callback went on after its caller had the error: its next statement failed at once.
    expect(classifyDatabaseFailure(later)).toBe("unavailable");
    expect(await stored("mid-1")).toBe(0);
    expect(await stored("mid-2")).toBe(0);
    expect(await stored("mid-3")).toBe(0);
  });

  test("a transaction whose BEGIN gets no answer: the caller hears at the deadline and its callback never runs", async () => {
    proxy.hang();
    let ran = false;
    const { error, ms } = await timed(() =>
      handle.db.transaction(async (tx) => {
        ran = true;
        await insert(tx, "begin-1");
      }),
    );
    expect(classifyDatabaseFailure(error)).toBe("unavailable");
    expect(ms).toBeLessThan(DEADLINE_MS + 1_000);
    await answerAgain();
    expect(ran).toBe(false);
    expect(await stored("begin-1")).toBe(0);
  });

  test("a COMMIT that gets no answer: the caller hears at the deadline (whether it committed is unknown, as for any client)", async () => {
    const { error, ms } = await timed(() =>
      handle.db.transaction(async (tx) => {
        await insert(tx, "commit-1");
        proxy.hang();
      }),
    );
    expect(classifyDatabaseFailure(error)).toBe("unavailable");
    expect(ms).toBeLessThan(DEADLINE_MS + 1_000);
    await answerAgain();
    expect(await stored("commit-1")).toBeLessThanOrEqual(1);
  });

  test("more waits than connections: each caller hears within the deadline", async () => {
    proxy.hang();
    const started = performance.now();
    const errors = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        (i % 2 ? handle.db.transaction((tx) => insert(tx, `many-${i}`)) : insert(handle.db, `many-${i}`)).then(
          () => null,
          (e: unknown) => e,
        ),
      ),
    );
    expect(performance.now() - started).toBeLessThan(DEADLINE_MS + 1_000);
    for (const e of errors) expect(classifyDatabaseFailure(e)).toBe("unavailable");
    await answerAgain();
    // The abandoned transactions never committed.
    for (let i = 1; i < 12; i += 2) expect(await stored(`many-${i}`)).toBe(0);
  });
});
