import { afterAll, afterEach, beforeAll, expect, test } from "bun:test";
import { mailOutbox } from "../../drizzle/schema";
import { type AppProcess, expectSurvived, startAppProcess } from "../helpers/app-process";
import { startSmtp, type TestSmtp } from "../helpers/smtp";
import { startTcpProxy, type TcpProxy } from "../helpers/tcp-proxy";

/**
 * Fault: the SMTP server hangs (accepts the connection, then says nothing), or goes away in the
 * middle. SMTP that is down from the start (connection refused) is covered in
 * leads-real-services.test.ts. The server runs as its own process, so an error escaping the SMTP
 * transport (a socket error outside a request's promise chain) ends it and fails the check after
 * each test, instead of taking the test runner down or passing unseen.
 * Invariant: the visitor's request never waits for mail, /healthz reports the hang within its
 * timeout, and each queued mail is delivered exactly once when the server answers again.
 */

let smtp: TestSmtp;
let proxy: TcpProxy;
let app: AppProcess;
beforeAll(async () => {
  smtp = await startSmtp();
  proxy = await startTcpProxy({ host: "127.0.0.1", port: smtp.port });
  app = await startAppProcess({
    // Pooled: idle connections stay open between mails, and can break outside any send.
    SMTP_URL: `smtp://${proxy.host}:${proxy.port}?pool=true&ignoreTLS=true`,
    REQUIRE_EMAIL_VERIFICATION: "false",
    TRUST_PROXY_HOPS: "1",
  });
}, 60_000);
afterAll(async () => {
  proxy?.resume();
  await proxy?.up();
  await app?.stop();
  await proxy?.stop();
  await smtp?.stop();
}, 60_000);
// The server survived the fault: an escaped error would have ended its process, or reached the crash guard.
afterEach(() => expectSurvived(app));

const post = (path: string, body: unknown, ip: string) =>
  fetch(`${app.url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": ip },
    body: JSON.stringify(body),
  });

/** Waits until the SMTP server has `count` mails, then a little longer to see that no copy follows. */
async function expectDeliveredOnce(count: number, timeoutMs: number) {
  await smtp.waitFor(count, timeoutMs);
  await Bun.sleep(1_500);
  expect(smtp.received).toHaveLength(count);
}

test("a hung SMTP server delays mail but never the visitor, and each mail is delivered exactly once", async () => {
  smtp.received.length = 0;
  proxy.hang();
  const started = performance.now();
  const res = await post(
    "/trpc/contact.submit",
    { name: "Hana", email: "hana@example.com", message: "mugs" },
    "10.7.0.1",
  );
  expect(res.status).toBe(200);
  expect(performance.now() - started).toBeLessThan(2_000);

  // The outbox worker picks the mails up (within half a second) and then waits on the silent server.
  await Bun.sleep(1_000);
  expect(smtp.received).toHaveLength(0);

  // Health is bounded by its own timeout (3 s), whatever the mail server does.
  const healthStarted = performance.now();
  const health = await fetch(`${app.url}/healthz`);
  expect(health.status).toBe(503);
  expect(performance.now() - healthStarted).toBeLessThan(5_000);
  expect(((await health.json()) as { parts: { mail: { ok: boolean } } }).parts.mail.ok).toBe(false);

  // Another visitor in the meantime is not held up either.
  const second = performance.now();
  const waitlist = await post("/trpc/waitlist.join", { email: "later@example.com" }, "10.7.0.2");
  expect(waitlist.status).toBe(200);
  expect(performance.now() - second).toBeLessThan(2_000);

  proxy.resume();
  // The enquiry queues two (the studio's and the visitor's), the new waitlist address its welcome.
  await expectDeliveredOnce(3, 20_000);
  expect(smtp.received.map((m) => m.to[0]).sort()).toEqual([
    "hana@example.com",
    "hello@merchovna.cz",
    "later@example.com",
  ]);
}, 60_000);

test("SMTP cut under the pool's idle connections, then a burst while it is away: every mail goes out once when it is back", async () => {
  smtp.received.length = 0;
  // The first test left pooled connections open to the proxy: cutting them raises socket errors
  // in the transport outside any request (the class of error that used to end the process).
  await proxy.down();
  const enquiries = Array.from({ length: 12 }, (_, i) => ({
    name: `Burst ${i}`,
    email: `burst${i}@example.com`,
    message: `burst ${i}`,
  }));
  const answers = await Promise.all(
    enquiries.map(async (enquiry, i) => (await post("/trpc/contact.submit", enquiry, `10.8.0.${i + 1}`)).status),
  );
  expect(answers).toEqual(enquiries.map(() => 200));
  await Bun.sleep(1_500);
  expect((await fetch(`${app.url}/`)).status).toBe(200);
  await proxy.up();
  // Mails that failed wait for their retry (5 s after the first attempt, then 30 s).
  await expectDeliveredOnce(24, 45_000);
  const to = smtp.received.map((m) => m.to[0]);
  for (const enquiry of enquiries) expect(to.filter((t) => t === enquiry.email)).toHaveLength(1);

  // The outbox agrees: every mail sent, none pending or failed.
  const rows = await app.inspect((db) => db.select().from(mailOutbox));
  expect(rows.filter((m) => m.status !== "sent")).toEqual([]);
}, 90_000);
