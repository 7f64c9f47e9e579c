import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { readdirSync, readFileSync } from "node:fs";
import { createFileTransport, createSmtpTransport } from "../../server/mail/transport";
import { makeTempDir } from "../helpers/paths";
import { startSmtp, type TestSmtp } from "../helpers/smtp";

const mail = {
  from: "Merchovna <hello@merchovna.cz>",
  to: "team@example.com",
  subject: "New enquiry from Ada",
  html: "<p>Hello <b>team</b></p>",
  text: "Hello team",
};

describe("mail transports", () => {
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startSmtp();
  }, 60_000);
  afterAll(() => smtp?.stop(), 60_000);

  test("SMTP delivers to a real SMTP server with recipient and subject", async () => {
    const transport = createSmtpTransport(smtp.url);
    await transport.check();
    await transport.send(mail);
    const [received] = await smtp.waitFor(1);
    expect(received?.to).toEqual(["team@example.com"]);
    expect(received?.raw).toContain("Subject: New enquiry from Ada");
    transport.close();
  });

  test("SMTP check fails when the server is down", async () => {
    const transport = createSmtpTransport("smtp://127.0.0.1:9?ignoreTLS=true", 1_000);
    await expect(transport.check()).rejects.toThrow();
  });

  test("without SMTP, mail is written as an .eml file in the outbox folder", async () => {
    const dir = makeTempDir("outbox");
    const transport = createFileTransport(dir);
    const { location } = await transport.send(mail);
    expect(location?.startsWith(dir)).toBe(true);
    const files = readdirSync(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toEndWith(".eml");
    const raw = readFileSync(`${dir}/${files[0]}`, "utf8");
    expect(raw).toContain("To: team@example.com");
    expect(raw).toContain("Subject: New enquiry from Ada");
  });
});
