import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { BROWSER_UA } from "../helpers/browser-agent";
import { startTestApp, type TestApp } from "../helpers/test-app";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
}, 60_000);
afterAll(() => app?.stop(), 60_000);

const post = (body: unknown) =>
  fetch(`${app.url}/api/analytics/events`, {
    method: "POST",
    headers: { "content-type": "application/json", "user-agent": BROWSER_UA },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

async function errorRows() {
  // With several instances (DATABASE_URL) an acknowledged batch is in the shared log first.
  await app.rt.beacons.catchUp();
  const reader = await app.rt.analytics.write((c) =>
    c.runAndReadAll(
      "SELECT event_id, error_type, error_message, page_path, created_at FROM error_logs ORDER BY created_at",
    ),
  );
  return reader.getRowObjectsJson();
}

const errorEvent = (overrides: Record<string, unknown> = {}) => ({
  type: "error",
  id: crypto.randomUUID(),
  at: Date.now(),
  errorType: "not_found",
  message: "Page not found: /nowhere",
  pagePath: "/nowhere",
  ...overrides,
});

describe("POST /api/analytics/events (errors)", () => {
  test("stores an error event once, even when the batch is sent twice", async () => {
    const event = errorEvent();
    expect((await post({ events: [event] })).status).toBe(204);
    expect((await post({ events: [event] })).status).toBe(204);
    const rows = (await errorRows()).filter((r) => r.event_id === event.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ error_type: "not_found", page_path: "/nowhere" });
  });

  test("a far-future timestamp is clamped to now", async () => {
    const event = errorEvent({ at: Date.now() + 10 * 365 * 24 * 3600 * 1000 });
    expect((await post({ events: [event] })).status).toBe(204);
    const row = (await errorRows()).find((r) => r.event_id === event.id);
    expect(new Date(String(row?.created_at)).getTime()).toBeLessThanOrEqual(Date.now() + 1000);
  });

  test("malformed or oversized input gets 4xx and stores nothing", async () => {
    const before = (await errorRows()).length;
    expect((await post("not json")).status).toBe(400);
    expect((await post({ events: [] })).status).toBe(400);
    expect((await post({ events: [errorEvent({ id: "not-a-uuid" })] })).status).toBe(400);
    expect((await post({ events: [errorEvent({ message: "x".repeat(2001) })] })).status).toBe(400);
    expect((await post({ events: Array.from({ length: 101 }, () => errorEvent()) })).status).toBe(400);
    expect((await post({ events: [errorEvent({ message: "NUL \u0000 and RTL \u202e" })] })).status).toBe(204);
    expect((await post("x".repeat(300 * 1024))).status).toBe(413);
    expect((await errorRows()).length).toBe(before + 1);
  });
});

describe("what is never counted", () => {
  const UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
  const send = (events: unknown[], cookie?: string) =>
    fetch(`${app.url}/api/analytics/events`, {
      method: "POST",
      headers: { "content-type": "application/json", "user-agent": UA, ...(cookie ? { cookie } : {}) },
      body: JSON.stringify({ events }),
    });
  const pageView = (path: string, sessionId = crypto.randomUUID()) => ({
    type: "pageview",
    id: crypto.randomUUID(),
    sessionId,
    at: Date.now(),
    path,
  });
  async function storedPaths(sessionId: string) {
    await app.rt.beacons.catchUp();
    const reader = await app.rt.analytics.write((c) =>
      c.runAndReadAll(`SELECT page_path FROM page_views WHERE session_id = '${sessionId}' ORDER BY page_path`),
    );
    return reader.getRowObjectsJson().map((r) => r.page_path);
  }

  test.each([
    "/admin",
    "/admin/",
    "/admin-setup",
    "/analytics",
    "/analytics?range=30d",
    "/security",
    "/cs/admin",
    "/cs/analytics",
    "/cs/security",
  ])("a staff page (%s) is not stored, the visitor's pages of the same batch are", async (staff) => {
    const sessionId = crypto.randomUUID();
    const errors = [errorEvent({ pagePath: staff, sessionId })];
    const res = await send([
      pageView("/", sessionId),
      pageView(staff, sessionId),
      pageView("/brands", sessionId),
      ...errors,
    ]);
    expect(res.status).toBe(204);
    expect(await storedPaths(sessionId)).toEqual(["/", "/brands"]);
    expect((await errorRows()).filter((r) => r.page_path === staff)).toEqual([]);
  });

  test.each(["/administrator-of-merch", "/analytics-guide", "/cs/securityx", "/brands/admin"])(
    "a visitor's page that only looks like one (%s) is counted",
    async (path) => {
      const sessionId = crypto.randomUUID();
      expect((await send([pageView(path, sessionId)])).status).toBe(204);
      expect(await storedPaths(sessionId)).toEqual([path]);
    },
  );

  test.each<[string, Record<string, unknown>, string, string[]]>([
    [
      "a source with the URL's names",
      { source: { utm_source: "newsletter", utm_medium: "email" } },
      "events.1.source",
      ["utm_source", "utm_medium"],
    ],
    ["a misspelt metric", { LCP: 1200 }, "events.1", ["LCP"]],
    ["a key no event has", { campaign: "spring" }, "events.1", ["campaign"]],
  ])("%s refuses the whole batch, naming the key, and stores nothing", async (_, extra, at, keys) => {
    const sessionId = crypto.randomUUID();
    const res = await send([pageView("/", sessionId), { ...pageView("/brands", sessionId), ...extra }]);
    expect(res.status).toBe(400);
    const { error } = (await res.json()) as { error: { code: string; message: string } };
    expect(error.code).toBe("BAD_REQUEST");
    expect(error.message).toStartWith(`${at}: Unrecognized key`);
    for (const key of keys) expect(error.message).toContain(`"${key}"`);
    expect(await storedPaths(sessionId)).toEqual([]);
  });

  test.each(["analytics_ignore=1", "theme=dark; analytics_ignore=1", "analytics_ignore=1; theme=dark"])(
    "a browser marked 'don't count me' (%s) stores nothing, and is told 204",
    async (cookie) => {
      const sessionId = crypto.randomUUID();
      expect((await send([pageView("/", sessionId)], cookie)).status).toBe(204);
      expect(await storedPaths(sessionId)).toEqual([]);
    },
  );

  test.each(["analytics_ignore=0", "xanalytics_ignore=1", "analytics_ignore=11"])(
    "another cookie (%s) is counted",
    async (cookie) => {
      const sessionId = crypto.randomUUID();
      expect((await send([pageView("/", sessionId)], cookie)).status).toBe(204);
      expect(await storedPaths(sessionId)).toEqual(["/"]);
    },
  );
});

describe("an iPad asking for desktop sites", () => {
  // iPadOS Safari's default agent is a Mac's; only the page's multi-touch hint tells them apart.
  const MAC_SAFARI =
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4.1 Safari/605.1.15";
  async function deviceOf(touch: boolean | undefined) {
    const sessionId = crypto.randomUUID();
    const at = Date.now();
    const res = await fetch(`${app.url}/api/analytics/events`, {
      method: "POST",
      headers: { "content-type": "application/json", "user-agent": MAC_SAFARI },
      body: JSON.stringify({
        events: [
          { type: "pageview", id: crypto.randomUUID(), sessionId, at, path: "/", touch },
          {
            type: "session",
            id: crypto.randomUUID(),
            sessionId,
            at,
            entryPage: "/",
            exitPage: "/",
            durationSeconds: 0,
            pageViews: 1,
            events: 0,
            touch,
          },
        ],
      }),
    });
    expect(res.status).toBe(204);
    await app.rt.beacons.catchUp();
    const read = async (table: string) =>
      (
        await app.rt.analytics.write((c) =>
          c.runAndReadAll(`SELECT device_type, os, browser FROM ${table} WHERE session_id = '${sessionId}'`),
        )
      ).getRowObjectsJson();
    return { view: await read("page_views"), session: await read("user_sessions") };
  }

  test("with the touch hint, a Mac's agent is counted as an iPad (tablet, iOS) in views and sessions", async () => {
    const ipad = [{ device_type: "tablet", os: "iOS", browser: "Safari" }];
    expect(await deviceOf(true)).toEqual({ view: ipad, session: ipad });
  });

  test("without it, a Mac stays a Mac", async () => {
    const mac = [{ device_type: "desktop", os: "macOS", browser: "Safari" }];
    expect(await deviceOf(undefined)).toEqual({ view: mac, session: mac });
  });
});
