import { afterAll, beforeAll, expect, test } from "bun:test";
import { startTestApp, type TestApp } from "../helpers/test-app";

// Storage and mail pointed at closed ports: the site still serves, and /healthz says what is down.
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({
    S3_ENDPOINT: "http://127.0.0.1:9",
    S3_ACCESS_KEY_ID: "a",
    S3_SECRET_ACCESS_KEY: "b",
    SMTP_URL: "smtp://127.0.0.1:9?ignoreTLS=true",
  });
}, 60_000);
afterAll(() => app?.stop(), 60_000);

test("GET /healthz answers 503 naming the parts that are down", async () => {
  const res = await fetch(`${app.url}/healthz`);
  expect(res.status).toBe(503);
  const body = (await res.json()) as {
    ok: boolean;
    parts: Record<string, { ok: boolean; kind: string; error?: string }>;
  };
  expect(body.ok).toBe(false);
  expect(body.parts.database?.ok).toBe(true);
  expect(body.parts.analytics?.ok).toBe(true);
  expect(body.parts.storage).toMatchObject({ ok: false, kind: "s3" });
  expect(body.parts.mail).toMatchObject({ ok: false, kind: "smtp" });
  expect(JSON.stringify(body)).not.toContain("S3RVER");
});
