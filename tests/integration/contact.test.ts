import { afterAll, beforeAll, beforeEach, describe, expect, test } from "bun:test";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { TRPCClientError } from "@trpc/client";
import { sql } from "drizzle-orm";
import { formSubmissions, mailOutbox, rateLimitCounters, uploads, waitlistEntries } from "../../drizzle/schema";
import { TINY_PDF, TINY_PNG } from "../helpers/files";
import { readableMail } from "../helpers/mail";
import { startTestApp, type TestApp } from "../helpers/test-app";
import { upload } from "../helpers/uploads";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
}, 60_000);
afterAll(() => app?.stop(), 60_000);
beforeEach(async () => {
  await app.rt.database.db.delete(rateLimitCounters);
});

const errorOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    if (error instanceof TRPCClientError)
      return { code: error.data?.code as string, message: error.message, fieldErrors: error.data?.fieldErrors };
    throw error;
  }
  throw new Error("expected the call to fail");
};

describe("contact.submit", () => {
  test("stores the enquiry with its attachments and queues both mails, then sends them", async () => {
    const up = await upload(app.url, [
      { name: "brief.pdf", data: TINY_PDF },
      { name: "logo.png", data: TINY_PNG },
    ]);
    const keys = up.body.files!.map((f) => f.key);
    const { id } = await app.client().contact.submit.mutate({
      name: "  Ada Lovelace ",
      email: "ada@example.com",
      message: "200 hoodies for our team offsite, embroidered logo.",
      attachments: keys,
      locale: "cs",
    });
    const db = app.rt.database.db;
    const [row] = (await db.select().from(formSubmissions)).filter((r) => r.id === id);
    expect(row).toMatchObject({
      name: "Ada Lovelace",
      email: "ada@example.com",
      attachments: keys,
      locale: "cs",
      source: "enquiry",
    });
    const attached = (await db.select().from(uploads)).filter((u) => u.submissionId === id);
    expect(attached.map((u) => u.key).sort()).toEqual([...keys].sort());

    await app.rt.outbox.drain();
    const mails = await db.select().from(mailOutbox);
    expect(mails.map((m) => m.status)).toEqual(["sent", "sent"]);
    const files = readdirSync(join(app.dataDir, "outbox"));
    expect(files).toHaveLength(2);
    const raw = readableMail(files.map((f) => readFileSync(join(app.dataDir, "outbox", f), "utf8")).join("\n----\n"));
    expect(raw).toContain("To: hello@merchovna.cz");
    expect(raw).toContain("Subject: New enquiry from Ada Lovelace");
    expect(raw).toContain("To: ada@example.com");
    for (const key of keys) expect(raw).toContain(`${app.url}/api/attachments/${encodeURIComponent(key)}`);
    // The visitor's confirmation is in their language.
    expect(raw).toContain("Ozveme se vám do 24 hodin");
  });

  test("the column for the message is named after the original's question", async () => {
    const result = await app.rt.database.db.execute(sql`select "What should we cook up?" as m from form_submissions`);
    const rows = (result as unknown as { rows?: { m: string }[] }).rows ?? (result as unknown as { m: string }[]);
    expect(rows.map((r) => r.m)).toContain("200 hoodies for our team offsite, embroidered logo.");
  });

  test("refuses bad input with field messages and stores nothing", async () => {
    const before = (await app.rt.database.db.select().from(formSubmissions)).length;
    const bad = await errorOf(app.client().contact.submit.mutate({ name: " ", email: "not-an-email", message: "" }));
    expect(bad.code).toBe("BAD_REQUEST");
    expect(bad.fieldErrors).toMatchObject({
      name: ["Please enter your name"],
      email: ["Please enter a valid e-mail address"],
      message: ["Please tell us about your project"],
    });
    const tooLong = await errorOf(
      app.client().contact.submit.mutate({ name: "A", email: "a@b.cz", message: "x".repeat(5001) }),
    );
    expect(tooLong.message).toBe("Message must be at most 5000 characters");
    const unknownKey = await errorOf(
      app
        .client()
        .contact.submit.mutate({ name: "A", email: "a@b.cz", message: "hi", attachments: ["uploads/123-nothere.pdf"] }),
    );
    expect(unknownKey.message).toBe("An attachment is missing or expired. Please upload it again.");
    const sixFiles = await errorOf(
      app.client().contact.submit.mutate({
        name: "A",
        email: "a@b.cz",
        message: "hi",
        attachments: Array.from({ length: 6 }, (_, i) => `uploads/1-${i}.pdf`),
      }),
    );
    expect(sixFiles.message).toBe("At most 5 files");
    const bot = await errorOf(
      app.client().contact.submit.mutate({ name: "A", email: "a@b.cz", message: "hi", website: "http://spam" }),
    );
    expect(bot.code).toBe("BAD_REQUEST");
    expect((await app.rt.database.db.select().from(formSubmissions)).length).toBe(before);
  });

  test("an attachment cannot be reused by a second submission", async () => {
    const up = await upload(app.url, [{ name: "brief.pdf", data: TINY_PDF }]);
    const key = up.body.files![0]!.key;
    await app.client().contact.submit.mutate({ name: "A", email: "a@b.cz", message: "one", attachments: [key] });
    const again = await errorOf(
      app.client().contact.submit.mutate({ name: "B", email: "b@b.cz", message: "two", attachments: [key] }),
    );
    expect(again.code).toBe("BAD_REQUEST");
  });

  test("the 6th submission from one IP in 10 minutes gets 429 with Retry-After", async () => {
    for (let i = 0; i < 5; i++) {
      await app.client().contact.submit.mutate({ name: "R", email: `r${i}@b.cz`, message: "hi" });
    }
    const res = await fetch(`${app.url}/trpc/contact.submit`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "R", email: "r6@b.cz", message: "hi" }),
    });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
      "Too many requests. Please wait a few minutes and try again.",
    );
  });
});

describe("waitlist.join", () => {
  test("stores the normalised e-mail once, and joining twice is not an error", async () => {
    await app.client().waitlist.join.mutate({ email: " Ada@Example.COM " });
    await app.client().waitlist.join.mutate({ email: "ada@example.com", locale: "cs" });
    const rows = (await app.rt.database.db.select().from(waitlistEntries)).filter((r) => r.email === "ada@example.com");
    expect(rows).toHaveLength(1);
  });

  test("refuses an invalid e-mail", async () => {
    const bad = await errorOf(app.client().waitlist.join.mutate({ email: "nope" }));
    expect(bad).toMatchObject({ code: "BAD_REQUEST", message: "Please enter a valid e-mail address" });
  });
});
