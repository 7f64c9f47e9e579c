import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mailOutbox } from "../../drizzle/schema";
import { TINY_PDF, TINY_PNG } from "../helpers/files";
import { readableMail } from "../helpers/mail";
import { freePort } from "../helpers/ports";
import { startS3, type TestS3 } from "../helpers/s3";
import { startSmtp, type TestSmtp } from "../helpers/smtp";
import { startTestApp, type TestApp } from "../helpers/test-app";
import { upload } from "../helpers/uploads";

describe("with S3 (s3rver) and SMTP (smtp-server)", () => {
  let s3: TestS3;
  let smtp: TestSmtp;
  let app: TestApp;
  beforeAll(async () => {
    s3 = await startS3();
    smtp = await startSmtp();
    app = await startTestApp({ ...s3.env, SMTP_URL: smtp.url, MAIL_TO: "studio@merchovna.cz" });
  }, 60_000);
  afterAll(async () => {
    await app?.stop();
    await smtp?.stop();
    await s3?.stop();
  }, 60_000);

  test("attachments land in the bucket and the mails arrive with recipient, subject and links", async () => {
    expect(app.rt.storage.kind).toBe("s3");
    const up = await upload(app.url, [
      { name: "brief.pdf", data: TINY_PDF },
      { name: "logo.png", data: TINY_PNG },
    ]);
    expect(up.status).toBe(201);
    const keys = up.body.files!.map((f) => f.key);
    for (const key of keys) expect(await app.rt.storage.get(key)).not.toBeNull();

    await app.client().contact.submit.mutate({
      name: "Jan Novák",
      email: "jan@example.cz",
      message: "Mikiny pro tým",
      attachments: keys,
      locale: "cs",
    });
    await app.rt.outbox.drain();
    const mails = await smtp.waitFor(2);
    const toStudio = mails.find((m) => m.to.includes("studio@merchovna.cz"));
    const toVisitor = mails.find((m) => m.to.includes("jan@example.cz"));
    expect(toStudio).toBeDefined();
    expect(toVisitor).toBeDefined();
    const studio = readableMail(toStudio!.raw);
    expect(studio).toMatch(/Subject: .*New[ _]enquiry[ _]from[ _]Jan/);
    for (const key of keys) expect(studio).toContain(`${app.url}/api/attachments/${encodeURIComponent(key)}`);
    expect(readableMail(toVisitor!.raw)).toContain("Ozveme se vám do 24 hodin");
  });
});

describe("with SMTP down", () => {
  let app: TestApp;
  let port: number;
  let smtp: TestSmtp | undefined;
  beforeAll(async () => {
    port = await freePort();
    app = await startTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}?ignoreTLS=true` });
  }, 60_000);
  afterAll(async () => {
    await app?.stop();
    await smtp?.stop();
  }, 60_000);

  test("the submission succeeds, the mail waits in the outbox, and goes out exactly once when SMTP is back", async () => {
    const { id } = await app.client().contact.submit.mutate({ name: "Eva", email: "eva@example.cz", message: "Hrnky" });
    expect(id).toBeString();
    await app.rt.outbox.drain();
    const db = app.rt.database.db;
    let queued = await db.select().from(mailOutbox);
    expect(queued).toHaveLength(2);
    expect(queued.every((m) => m.status === "pending" && m.attempts === 1 && m.lastError)).toBe(true);

    smtp = await startSmtp(port);
    // Skip the backoff wait instead of sleeping through it.
    await db.update(mailOutbox).set({ nextAttemptAt: new Date(0) });
    await app.rt.outbox.drain();
    await app.rt.outbox.drain();
    await smtp.waitFor(2);
    await Bun.sleep(200);
    expect(smtp.received).toHaveLength(2);
    queued = await db.select().from(mailOutbox);
    expect(queued.every((m) => m.status === "sent")).toBe(true);
  });
});
