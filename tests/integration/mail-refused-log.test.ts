import { afterAll, beforeAll, expect, test } from "bun:test";
import { type AppProcess, expectSurvived, startAppProcess } from "../helpers/app-process";
import { startSmtp, type TestSmtp } from "../helpers/smtp";
import { until } from "../helpers/until";

/**
 * A mail server that refuses the visitor's address (550, the address in its reply, as real servers
 * answer): the enquiry is stored, the company's mail goes out, the confirmation waits for a retry,
 * and the server's log says why without the address (decision 0018, amended 2026-12-05).
 */
const VISITOR = "no.such.mailbox@example.cz";
let smtp: TestSmtp;
let app: AppProcess;
beforeAll(async () => {
  smtp = await startSmtp(undefined, { rejectRecipient: (address) => address === VISITOR });
  app = await startAppProcess({ SMTP_URL: smtp.url, TRUST_PROXY_HOPS: "1", LOG_LEVEL: "warn" });
}, 60_000);
afterAll(async () => {
  await app?.stop();
  await smtp?.stop();
}, 60_000);

test("a refused recipient: the enquiry is kept, the retry is logged with the reason and without the address", async () => {
  const res = await fetch(`${app.url}/trpc/contact.submit`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": "10.62.0.1" },
    body: JSON.stringify({ name: "Nikdo Neznámý", email: VISITOR, message: "Padesát hrnků." }),
  });
  expect(res.status).toBe(200);
  // The company's own notification is not refused, so the outbox has run by the time it arrives.
  await smtp.waitFor(1, 10_000);
  await until(() => app.output().includes("mail not sent, will retry"), 10_000);
  const line = app
    .output()
    .split("\n")
    .find((l) => l.includes("mail not sent, will retry"));
  const entry = JSON.parse(line ?? "{}") as { error?: { message?: string } };
  expect(entry.error?.message).toContain("Recipient address rejected");
  expect(entry.error?.message).toContain("[e-mail]");
  expect(app.output()).not.toContain(VISITOR);
  expect(smtp.received.flatMap((m) => m.to)).not.toContain(VISITOR);
  expectSurvived(app);
}, 60_000);
