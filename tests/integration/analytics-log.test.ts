import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import postgres from "postgres";
import { readCommitted } from "../../server/db/queries/analytics-log";
import { startTestApp, type TestApp } from "../helpers/test-app";

// The shared analytics log exists with PostgreSQL (several instances); `.ci/run` runs this file in
// its PostgreSQL pass.
const hasPostgres = Boolean(process.env.DATABASE_URL);
if (!hasPostgres) console.info("analytics-log.test.ts: runs only with DATABASE_URL (PostgreSQL)");

describe.skipIf(!hasPostgres)("the shared analytics log", () => {
  let app: TestApp;
  let a: postgres.Sql;
  let b: postgres.Sql;
  beforeAll(async () => {
    app = await startTestApp();
    const url = app.rt.config.database.url as string;
    a = postgres(url, { max: 1, onnotice: () => {} });
    b = postgres(url, { max: 1, onnotice: () => {} });
  }, 60_000);
  afterAll(async () => {
    await a?.end();
    await b?.end();
    await app?.stop();
  }, 60_000);

  const append = (client: postgres.Sql | postgres.TransactionSql, path: string) =>
    client`insert into analytics_log (user_agent, events) values ('test', ${JSON.stringify([
      { type: "pageview", id: crypto.randomUUID(), sessionId: `s-${path}`, at: Date.now(), path },
    ])})`;

  test("a row that commits late is not skipped: readers wait for every earlier transaction", async () => {
    const start = { xid: "0", id: 0 };
    const before = await readCommitted(app.rt.database.db, start, 10_000);
    const cursor = before.at(-1)?.cursor ?? start;

    let releaseEarly!: () => void;
    const early = a.begin(async (tx) => {
      await append(tx, "/early"); // gets the lower transaction id, commits last
      await new Promise<void>((resolve) => {
        releaseEarly = resolve;
      });
    });
    while (!releaseEarly) await Bun.sleep(5);
    await append(b, "/late"); // commits first
    expect(await readCommitted(app.rt.database.db, cursor, 100)).toEqual([]);

    releaseEarly();
    await early;
    const rows = await readCommitted(app.rt.database.db, cursor, 100);
    expect(rows.map((r) => r.events[0]?.type === "pageview" && r.events[0].path)).toEqual(["/early", "/late"]);
  });

  test("the beacon acknowledges after the log commit, and the dashboard replays the log", async () => {
    const id = crypto.randomUUID();
    const res = await fetch(`${app.url}/api/analytics/events`, {
      method: "POST",
      headers: { "content-type": "application/json" },
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
    const reader = await app.rt.analytics.connection.runAndReadAll(
      `SELECT count(*)::INTEGER AS n FROM page_views WHERE event_id = '${id}'`,
    );
    expect(reader.getRowObjects()[0]?.n).toBe(1);
  });
});
