import { afterAll, beforeAll, expect, test } from "bun:test";
import { mailOutbox } from "../../drizzle/schema";
import { startSmtp, type TestSmtp } from "../helpers/smtp";
import { startTcpProxy, type TcpProxy } from "../helpers/tcp-proxy";
import { startTestApp, type TestApp } from "../helpers/test-app";

/**
 * Fault: the SMTP server hangs (accepts the connection, then says nothing). SMTP that is down
 * (connection refused) is covered in leads-real-services.test.ts ("with SMTP down": the mail waits
 * in the outbox and goes out exactly once when SMTP is back). Invariant here: the visitor's request
 * never waits for mail, /healthz reports the hang within its timeout, and when the server wakes up
 * each queued mail is delivered exactly once.
 */

let smtp: TestSmtp;
let proxy: TcpProxy;
let app: TestApp;
beforeAll(async () => {
  smtp = await startSmtp();
  proxy = await startTcpProxy({ host: "127.0.0.1", port: smtp.port });
  app = await startTestApp({
    SMTP_URL: `smtp://${proxy.host}:${proxy.port}?ignoreTLS=true`,
    REQUIRE_EMAIL_VERIFICATION: "false",
  });
}, 60_000);
afterAll(async () => {
  proxy?.resume();
  await app?.stop();
  await proxy?.stop();
  await smtp?.stop();
}, 60_000);

test("a hung SMTP server delays mail but never the visitor, and each mail is delivered exactly once", async () => {
  proxy.hang();
  const started = performance.now();
  const res = await fetch(`${app.url}/trpc/contact.submit`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name: "Hana", email: "hana@example.com", message: "mugs" }),
  });
  expect(res.status).toBe(200);
  expect(performance.now() - started).toBeLessThan(2_000);

  // The outbox worker picks the mails up (within half a second) and then waits on the silent server.
  await Bun.sleep(1_000);
  const db = app.rt.database.db;
  const claimed = await db.select().from(mailOutbox);
  expect(claimed).toHaveLength(2);
  expect(claimed.every((m) => m.status === "pending" && m.attempts === 1)).toBe(true);
  expect(smtp.received).toHaveLength(0);

  // Health is bounded by its own timeout (3 s), whatever the mail server does.
  const healthStarted = performance.now();
  const health = await fetch(`${app.url}/healthz`);
  expect(health.status).toBe(503);
  expect(performance.now() - healthStarted).toBeLessThan(5_000);
  expect(((await health.json()) as { parts: { mail: { ok: boolean } } }).parts.mail.ok).toBe(false);

  // Another visitor in the meantime is not held up either.
  const second = performance.now();
  const waitlist = await fetch(`${app.url}/trpc/waitlist.join`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "later@example.com" }),
  });
  expect(waitlist.status).toBe(200);
  expect(performance.now() - second).toBeLessThan(2_000);

  proxy.resume();
  await smtp.waitFor(2, 15_000);
  await app.rt.outbox.drain();
  await Bun.sleep(300);
  expect(smtp.received).toHaveLength(2);
  expect(smtp.received.map((m) => m.to[0]).sort()).toEqual(["hana@example.com", "hello@merchovna.cz"]);
  const done = await db.select().from(mailOutbox);
  expect(done.every((m) => m.status === "sent")).toBe(true);
}, 60_000);
