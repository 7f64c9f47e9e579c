import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { dayOf } from "../../analytics/time-zone";
import { signUp } from "../helpers/auth";
import { BROWSER_UA } from "../helpers/browser-agent";
import { startTestApp, type TestApp } from "../helpers/test-app";

/**
 * What a beacon sends becomes labels the dashboard's queries are built from. One page view with a
 * NUL in its path ("/\u0000") made every unfiltered dashboard whose window held it answer 500, after
 * a restart too: DuckDB ended the top pages' query text at the NUL. Invariant: any path the beacon
 * accepts is counted and listed as sent, and every view answers.
 */
let app: TestApp;
let cookie: string;

// Five: the top pages list five (TOP_N).
const PATHS = ["/\u0000", "/a\u0000b", "/it's", "/x'; DROP TABLE page_views; --", "/rtl\u202egnp"];

beforeAll(async () => {
  app = await startTestApp();
  cookie = (await signUp(app.url, "owner@example.com")).cookie;
  await app.client({ cookie }).admin.setup.mutate();
  const sessionId = crypto.randomUUID();
  const res = await fetch(`${app.url}/api/analytics/events`, {
    method: "POST",
    headers: { "content-type": "application/json", "user-agent": BROWSER_UA },
    body: JSON.stringify({
      events: PATHS.map((path, i) => ({
        type: "pageview",
        id: crypto.randomUUID(),
        sessionId,
        at: Date.now() - i,
        path,
      })),
    }),
  });
  expect(res.status).toBe(204);
  await app.rt.beacons.catchUp();
}, 60_000);
afterAll(() => app?.stop(), 60_000);

describe("labels a beacon chose", () => {
  // Days of the company's time zone, as the dashboard reads a custom range: a UTC "today" ended
  // before the views were sent whenever Prague's day had already turned (from 23:00 UTC in winter,
  // 22:00 in summer).
  const zone = () => app.rt.config.analytics.timeZone;
  const today = () => dayOf(Date.now(), zone());
  const weekAgo = () => dayOf(Date.now() - 7 * 86_400_000, zone());
  for (const range of ["24h", "7d", "30d", "custom"] as const) {
    test(`the dashboard (${range}) answers and lists each path as sent`, async () => {
      const view = range === "custom" ? { range, from: weekAgo(), to: today() } : { range };
      const dashboard = await app.client({ cookie }).analytics.dashboard.query(view);
      expect(dashboard.topPages.map((p) => p.path).sort()).toEqual([...PATHS].sort());
    });
  }
});
