import { afterAll, beforeAll, expect, test } from "bun:test";
import { signUp } from "../helpers/auth";
import { captureLog } from "../helpers/log-capture";
import { startTestApp, type TestApp } from "../helpers/test-app";

/**
 * The line the server writes for every request holds no client address: page visits and analytics
 * beacons are logged without it, as the privacy page says visits keep no IP address. A refusal
 * (here a plain account's admin download) is logged with it, for security (decision 0018, amended
 * 2026-12-06).
 */
const IP = "203.0.113.77";
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ LOG_LEVEL: "info", TRUST_PROXY_HOPS: "1" });
}, 60_000);
afterAll(() => app?.stop(), 60_000);

test("a page, a beacon, a procedure and a 404: request lines without the address; a refusal with it", async () => {
  const headers = { "x-forwarded-for": IP };
  const { cookie } = await signUp(app.url, "plain.account@example.cz");
  const log = captureLog();
  const statuses: number[] = [];
  try {
    const send = async (path: string, init: RequestInit = {}) => {
      const res = await fetch(`${app.url}${path}`, { ...init, headers: { ...headers, ...(init.headers ?? {}) } });
      await res.arrayBuffer();
      statuses.push(res.status);
    };
    await send("/");
    await send("/api/analytics/events", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        events: [{ type: "pageview", id: crypto.randomUUID(), sessionId: "log-test", at: Date.now(), path: "/" }],
      }),
    });
    await send("/trpc/health");
    await send("/no-such-page");
    await send("/api/admin/export/leads.csv", { headers: { cookie } });
  } finally {
    log.restore();
  }
  expect(statuses[1]).toBe(204);
  expect(statuses[4]).toBe(403);
  const entries = log.lines.map((l) => JSON.parse(l) as Record<string, unknown>);
  const requests = entries.filter((e) => e.msg === "request");
  expect(requests.map((e) => e.path)).toEqual([
    "/",
    "/api/analytics/events",
    "/trpc/health",
    "/no-such-page",
    "/api/admin/export/leads.csv",
  ]);
  for (const e of requests) expect(e).not.toHaveProperty("ip");
  const refused = entries.find((e) => e.msg === "admin route refused");
  expect(refused).toMatchObject({ ip: IP });
  // Nowhere else: only the refusal names the address.
  expect(log.lines.filter((l) => l.includes(IP))).toEqual([JSON.stringify(refused)]);
});
