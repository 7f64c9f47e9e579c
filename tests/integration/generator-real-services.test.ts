import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { readableMail } from "../helpers/mail";
import { startS3, type TestS3 } from "../helpers/s3";
import { startSmtp, type TestSmtp } from "../helpers/smtp";
import { startTestApp, type TestApp } from "../helpers/test-app";

describe("the generator with S3 (s3rver) and SMTP (smtp-server)", () => {
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

  test("the design lands in the bucket, and the company's mail arrives with the PNG attached and shown inline", async () => {
    expect(app.rt.storage.kind).toBe("s3");
    const design = await app
      .client()
      .generator.generate.mutate({ prompt: "Retro sunset, Brno Beer Club", locale: "en" });
    const png = Buffer.from(design.image.split(",")[1]!, "base64");
    const stored = await app.rt.storage.get(`generated/${design.id}.png`);
    expect(stored?.contentType).toBe("image/png");
    expect(Buffer.from(await new Response(stored!.body).arrayBuffer()).equals(png)).toBe(true);

    await app.client().generator.sendInquiry.mutate({
      name: "Petr Svoboda",
      email: "petr@example.cz",
      message: "Tote bags for our club, 80 pieces.",
      designPrompt: "Retro sunset, Brno Beer Club",
      image: design.id,
      locale: "en",
    });
    await app.rt.outbox.drain();
    const mails = await smtp.waitFor(2);
    const toStudio = mails.find((m) => m.to.includes("studio@merchovna.cz"));
    const toVisitor = mails.find((m) => m.to.includes("petr@example.cz"));
    expect(toVisitor).toBeDefined();
    const studio = readableMail(toStudio!.raw);
    expect(studio).toMatch(/Subject: .*New[ _]design[ _]inquiry[ _]from[ _]Petr/);
    expect(studio).toContain("Content-Type: image/png");
    expect(studio).toContain(`filename=merch-design-${design.id}.png`);
    expect(studio).toContain(`Content-ID: <design-${design.id}@merchovna>`);
    // The attachment is the very PNG that was generated (compared as a boolean: a failure would print it all).
    const base64Body = toStudio!.raw.split(`filename=merch-design-${design.id}.png`)[1]?.split(/\r?\n\r?\n/)[1] ?? "";
    expect(Buffer.from(base64Body.replace(/\s+/g, ""), "base64").equals(png)).toBe(true);
    expect(readableMail(toVisitor!.raw)).toContain("within 24-48 hours");
  });
});
