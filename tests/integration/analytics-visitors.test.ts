import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { analyticsSalts } from "../../drizzle/schema";
import { visitorId } from "../../server/services/visitor-hash";
import { BROWSER_UA } from "../helpers/browser-agent";
import { awayFromMidnight } from "../helpers/clock";
import { startTestApp, type TestApp } from "../helpers/test-app";

/**
 * Unique visitors without cookies (decision 0016): a daily salted hash of address and agent. Two
 * tabs of one browser are one visitor, another address or agent is another; the salt lives in the
 * app database (today's and yesterday's only) and neither it nor the address is in the analytics.
 */
// One person's views make one visitor only within a UTC day (the salt's): not across its midnight.
await awayFromMidnight("UTC");

let app: TestApp;
const FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";

const send = (ip: string, userAgent: string, sessionId = crypto.randomUUID()) =>
  fetch(`${app.url}/api/analytics/events`, {
    method: "POST",
    headers: { "content-type": "application/json", "user-agent": userAgent, "x-forwarded-for": ip },
    body: JSON.stringify({
      events: [{ type: "pageview", id: crypto.randomUUID(), sessionId, at: Date.now(), path: "/" }],
    }),
  });

async function summary() {
  await app.rt.beacons.catchUp();
  const { readDashboard } = await import("../../analytics/read-dashboard");
  return (await readDashboard(app.rt, { range: "24h" })).summary.current;
}
async function column(sql: string) {
  await app.rt.beacons.catchUp();
  const reader = await app.rt.analytics.read((c) => c.runAndReadAll(sql));
  return reader.getRowObjectsJson();
}

beforeAll(async () => {
  app = await startTestApp({ TRUST_PROXY_HOPS: "1" });
}, 60_000);
afterAll(() => app?.stop(), 60_000);

describe("unique visitors", () => {
  test("two tabs of one browser are one visitor; another address or agent is another", async () => {
    for (const [ip, ua] of [
      ["203.0.113.7", BROWSER_UA],
      ["203.0.113.7", BROWSER_UA], // a second tab: another session, same visitor
      ["203.0.113.8", BROWSER_UA],
      ["203.0.113.7", FIREFOX],
    ] as const)
      expect((await send(ip, ua)).status).toBe(204);
    const s = await summary();
    expect(s).toMatchObject({ pageViews: 4, sessions: 0, visitors: 3 });
  });

  test("the id is the day's salted hash; neither the salt nor the address is in the analytics", async () => {
    const salts = await app.rt.database.db.select().from(analyticsSalts);
    const today = new Date().toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    expect(salts.map((s) => s.day).sort()).toEqual([yesterday, today]);
    const salt = salts.find((s) => s.day === today)?.salt as string;
    expect(salt.length).toBeGreaterThanOrEqual(40);
    const ids = (await column("SELECT DISTINCT visitor::VARCHAR AS v FROM page_views")).map((r) => r.v);
    expect(ids).toContain(visitorId(salt, "203.0.113.7", BROWSER_UA));
    // Not a hash without the salt, nor yesterday's salt.
    const other = salts.find((s) => s.day === yesterday)?.salt as string;
    expect(ids).not.toContain(visitorId(other, "203.0.113.7", BROWSER_UA));
    expect(ids).not.toContain(visitorId("", "203.0.113.7", BROWSER_UA));
    // No column of the analytics holds the address or the salt.
    const dump = JSON.stringify(await column("SELECT * FROM page_views"));
    expect(dump).not.toContain("203.0.113");
    expect(dump).not.toContain(salt);
  });

  test("older salts are deleted when a new day's are made", async () => {
    await app.rt.database.db.insert(analyticsSalts).values({ day: "2020-01-01", salt: "old" });
    // A hasher that starts afresh (as after a restart) loads today's salts and drops the rest.
    const { createVisitorHasher } = await import("../../server/services/visitor-hash");
    const hasher = createVisitorHasher(app.rt.database.db, app.rt.log);
    const mine = await hasher.visitorsOf("198.51.100.1", BROWSER_UA);
    expect(Object.keys(mine ?? {}).sort()).toHaveLength(2);
    const days = (await app.rt.database.db.select().from(analyticsSalts)).map((s) => s.day);
    expect(days).not.toContain("2020-01-01");
    expect(days).toHaveLength(2);
  });
});
