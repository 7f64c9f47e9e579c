import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import postgres from "postgres";
import { appendBatches, readAfter } from "../../server/db/queries/analytics-log";
import { BROWSER_UA } from "../helpers/browser-agent";
import { startTestApp, type TestApp } from "../helpers/test-app";

// The shared analytics log exists with PostgreSQL (several instances); `.ci/run` runs this file in
// its PostgreSQL pass.
const hasPostgres = Boolean(process.env.DATABASE_URL);
if (!hasPostgres) console.info("analytics-log.test.ts: runs only with DATABASE_URL (PostgreSQL)");

describe.skipIf(!hasPostgres)("the shared analytics log", () => {
  let app: TestApp;
  let a: postgres.Sql;
  beforeAll(async () => {
    app = await startTestApp();
    const url = app.rt.config.database.url as string;
    a = postgres(url, { max: 1, onnotice: () => {} });
  }, 60_000);
  afterAll(async () => {
    await a?.end();
    await app?.stop();
  }, 60_000);

  const batch = (path: string) => ({
    userAgent: "test",
    country: "CZ",
    visitors: { "2026-11-26": "12345678901234567890" },
    receivedAt: new Date(),
    events: [{ type: "pageview" as const, id: crypto.randomUUID(), sessionId: `s-${path}`, at: Date.now(), path }],
  });

  test("appends commit in id order, so a reader following ids never skips a row that commits late", async () => {
    const db = app.rt.database.db;
    const last = (await readAfter(db, 0, 100_000)).at(-1)?.id ?? 0;

    // A holds the append lock with its row inserted but not committed (a slow commit).
    let releaseA!: () => void;
    let aInserted!: () => void;
    const inserted = new Promise<void>((resolve) => {
      aInserted = resolve;
    });
    const a1 = a.begin(async (tx) => {
      await tx`select pg_advisory_xact_lock(727003)`;
      await tx`insert into analytics_log (user_agent, events) values ('test', ${JSON.stringify(batch("/first").events)})`;
      aInserted();
      await new Promise<void>((resolve) => {
        releaseA = resolve;
      });
    });
    await inserted;
    // B appends meanwhile: it waits for A instead of committing a higher id first.
    let bDone = false;
    const b1 = appendBatches(db, [batch("/second")]).then(() => {
      bDone = true;
    });
    await Bun.sleep(150);
    expect(bDone).toBe(false);
    expect(await readAfter(db, last, 100)).toEqual([]);

    releaseA();
    await a1;
    await b1;
    const rows = await readAfter(db, last, 100);
    expect(rows.map((r) => (r.events[0]?.type === "pageview" ? r.events[0].path : ""))).toEqual(["/first", "/second"]);
  });

  test("the beacon acknowledges after the log commit, and the dashboard replays the log", async () => {
    const id = crypto.randomUUID();
    const res = await fetch(`${app.url}/api/analytics/events`, {
      method: "POST",
      headers: { "content-type": "application/json", "user-agent": BROWSER_UA },
      body: JSON.stringify({
        events: [{ type: "pageview", id, sessionId: "log-session", at: Date.now(), path: "/log" }],
      }),
    });
    expect(res.status).toBe(204);
    const [logged] = await a<
      { n: number }[]
    >`select count(*)::int as n from analytics_log where events like ${`%${id}%`}`;
    expect(logged?.n).toBe(1);
    await app.rt.beacons.catchUp();
    const reader = await app.rt.analytics.write((c) =>
      c.runAndReadAll(`SELECT count(*)::INTEGER AS n FROM page_views WHERE event_id = '${id}'`),
    );
    expect(reader.getRowObjects()[0]?.n).toBe(1);
  });
});
