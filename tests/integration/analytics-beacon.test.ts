import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { startTestApp, type TestApp } from "../helpers/test-app";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
}, 60_000);
afterAll(() => app?.stop(), 60_000);

const post = (body: unknown) =>
  fetch(`${app.url}/api/analytics/events`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

async function errorRows() {
  // With several instances (DATABASE_URL) an acknowledged batch is in the shared log first.
  await app.rt.beacons.catchUp();
  const reader = await app.rt.analytics.connection.runAndReadAll(
    "SELECT event_id, error_type, error_message, page_path, created_at FROM error_logs ORDER BY created_at",
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
