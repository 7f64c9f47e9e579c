import { afterAll, beforeAll, beforeEach, describe, expect, test } from "bun:test";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { TRPCClientError } from "@trpc/client";
import { eq, sql } from "drizzle-orm";
import { formSubmissions, mailOutbox, rateLimitCounters, uploads, user, waitlistEntries } from "../../drizzle/schema";
import { projectDetailRows, projectDetails } from "../../shared/content/project-details";
import type { BudgetRange, ProductType } from "../../shared/limits";
import { signUp } from "../helpers/auth";
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

  test("the staff tell a contact-page message from a 3-step enquiry by the mail's subject and heading", async () => {
    const db = app.rt.database.db;
    const sent = async (name: string, source: "enquiry" | "contact-page") => {
      await app
        .client()
        .contact.submit.mutate({ name, email: "petr@example.cz", message: "Dobrý den", locale: "cs", source });
      return (await db.select().from(mailOutbox)).find((m) => m.to === "hello@merchovna.cz" && m.text.includes(name));
    };
    const message = await sent("Petr Svoboda", "contact-page");
    expect(message?.subject).toBe("New message from Petr Svoboda (contact page)");
    expect(message?.text).toContain("contact page form");
    const enquiry = await sent("Eva Malá", "enquiry");
    expect(enquiry?.subject).toBe("New enquiry from Eva Malá");
  });

  test("the visitor's confirmation quotes the project details they gave, in their language", async () => {
    const db = app.rt.database.db;
    const confirmationTo = async (email: string) =>
      (await db.select().from(mailOutbox)).find((m) => m.to === email && m.subject !== null)?.text ?? "";
    const details = {
      productTypes: ["hoodies", "caps"] as ProductType[],
      quantity: 1420,
      deadline: "2027-03-15",
      budget: "50k-100k" as BudgetRange,
      company: "Pivovar Vinohrady",
      phone: "+420 603 555 210",
    };
    for (const [locale, email] of [
      ["cs", "detaily-cs@example.cz"],
      ["en", "details-en@example.com"],
    ] as const) {
      await app
        .client()
        .contact.submit.mutate({ name: "Eva Malá", email, message: "Mikiny a kšiltovky", locale, ...details });
      const text = await confirmationTo(email);
      const lines = projectDetailRows(details, locale).map(([label, value]) => `${label}: ${value}`);
      expect(lines).toHaveLength(6);
      expect(text).toContain(projectDetails[locale].heading);
      for (const line of lines) expect(text).toContain(line);
    }
    expect(await confirmationTo("detaily-cs@example.cz")).toMatch(/Počet kusů: 1\s420 ks/);

    await app.client().contact.submit.mutate({
      name: "Petr Svoboda",
      email: "bez-detailu@example.cz",
      message: "Jen dotaz",
      locale: "cs",
      source: "contact-page",
    });
    expect(await confirmationTo("bez-detailu@example.cz")).not.toContain(projectDetails.cs.heading);
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

describe("contact.submit: the optional project details", () => {
  /** A day `days` from today (UTC), as a date input gives it. */
  const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

  test("are stored, shown in the staff mail, the admin list and the CSV export", async () => {
    const deadline = day(40);
    const { id } = await app.client().contact.submit.mutate({
      name: "Jana Nováková",
      email: "jana.details@example.cz",
      message: "Merch for our conference.",
      productTypes: ["hoodies", "t-shirts", "hoodies"],
      quantity: "1 500",
      deadline,
      budget: "50k-100k",
      company: "  Pivovar Chmel s.r.o. ",
      phone: "+420 603 555 210",
      locale: "cs",
    });
    const db = app.rt.database.db;
    const [row] = (await db.select().from(formSubmissions)).filter((r) => r.id === id);
    expect(row).toMatchObject({
      productTypes: ["hoodies", "t-shirts"],
      quantity: 1500,
      deadline,
      budget: "50k-100k",
      company: "Pivovar Chmel s.r.o.",
      phone: "+420 603 555 210",
    });

    // The staff mail (English), in its HTML and its plain-text part.
    const [staff] = (await db.select().from(mailOutbox)).filter((m) => m.subject === "New enquiry from Jana Nováková");
    const longDate = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "UTC" }).format(
      new Date(`${deadline}T00:00:00Z`),
    );
    for (const body of [staff!.html, staff!.text]) {
      for (const text of [
        "Project details",
        "Pivovar Chmel s.r.o.",
        "+420 603 555 210",
        "Hoodies, T-shirts",
        "1,500 pcs",
        longDate,
        "CZK 50,000–100,000",
      ]) {
        expect(body).toContain(text);
      }
    }

    // The admin list and the CSV export.
    const adminCookie = (await signUp(app.url, "details-admin@example.com")).cookie;
    await app.client({ cookie: adminCookie, origin: app.url }).admin.setup.mutate();
    const list = await app.client({ cookie: adminCookie }).admin.submissions.list.query({ search: "jana.details" });
    expect(list.items[0]).toMatchObject({ quantity: 1500, deadline, budget: "50k-100k", phone: "+420 603 555 210" });
    const csv = await (
      await fetch(`${app.url}/api/admin/export/submissions.csv`, { headers: { cookie: adminCookie } })
    ).text();
    const [header, ...lines] = csv.replace(/^\ufeff/, "").split("\r\n");
    for (const column of ["productTypes", "quantity", "deadline", "budget", "company", "phone"]) {
      expect(header!.split(",")).toContain(column);
    }
    const line = lines.find((l) => l.includes("jana.details@example.cz"))!;
    for (const value of [
      "hoodies t-shirts",
      "1500",
      deadline,
      "50k-100k",
      "Pivovar Chmel s.r.o.",
      "+420 603 555 210",
    ]) {
      expect(line).toContain(value);
    }
  });

  test("the CSV lists a lead's attachments one name a line (names hold spaces)", async () => {
    // Joined with spaces, "brief hoodies.png Návrh loga – finální.pdf" could not be split back.
    const up = await upload(app.url, [
      { name: "brief hoodies.png", data: TINY_PNG },
      { name: "Návrh loga – finální.pdf", data: TINY_PDF },
    ]);
    const keys = up.body.files!.map((f) => f.key);
    await app.client().contact.submit.mutate({
      name: "Files",
      email: "files.csv@example.cz",
      message: "Two files.",
      attachments: keys,
    });
    const adminCookie = (await signUp(app.url, "files-admin@example.com")).cookie;
    // Another test may have claimed the first admin already.
    await app.rt.database.db.update(user).set({ isAdmin: true }).where(eq(user.email, "files-admin@example.com"));
    const csv = await (
      await fetch(`${app.url}/api/admin/export/submissions.csv`, { headers: { cookie: adminCookie } })
    ).text();
    expect(csv).toContain('"brief hoodies.png\nNávrh loga – finální.pdf"');
  });

  test("left out, or blank company: stored as null, and the mail has no details section", async () => {
    const { id } = await app
      .client()
      .contact.submit.mutate({ name: "Bare", email: "bare@example.cz", message: "Just mugs.", company: "  " });
    const db = app.rt.database.db;
    const [row] = (await db.select().from(formSubmissions)).filter((r) => r.id === id);
    expect(row).toMatchObject({
      productTypes: null,
      quantity: null,
      deadline: null,
      budget: null,
      company: null,
      phone: null,
    });
    const [staff] = (await db.select().from(mailOutbox)).filter((m) => m.subject === "New enquiry from Bare");
    expect(staff!.text).not.toContain("Project details");
  });

  test("every malformed detail is refused with its own readable message, and nothing is stored", async () => {
    const base = { name: "A", email: "a@b.cz", message: "hi" };
    const before = (await app.rt.database.db.select().from(formSubmissions)).length;
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { quantity: "0" },
        "quantity",
        "Please enter the number of pieces as a whole number from 1 to 1,000,000, e.g. 250",
      ],
      [{ quantity: "about 200" }, "quantity", "whole number"],
      [{ quantity: "1,5" }, "quantity", "whole number"],
      [{ quantity: 2.5 }, "quantity", "whole number"],
      [{ quantity: 1_000_001 }, "quantity", "whole number"],
      [{ quantity: "-3" }, "quantity", "whole number"],
      [{ deadline: "2026-02-30" }, "deadline", "Please enter the deadline as a date"],
      [{ deadline: "31.12.2026" }, "deadline", "Please enter the deadline as a date"],
      [{ deadline: day(-3) }, "deadline", "Please pick a deadline from today to three years ahead"],
      [{ deadline: day(5 * 365) }, "deadline", "Please pick a deadline from today to three years ahead"],
      [{ phone: "12345" }, "phone", "Please enter a phone number of 6 to 15 digits"],
      [{ phone: "call me maybe" }, "phone", "6 to 15 digits"],
      [{ phone: "+420 603 555 210 777 888" }, "phone", "6 to 15 digits"],
      [{ phone: "603--555--210" }, "phone", "6 to 15 digits"],
      [{ phone: "+420 603\r\nBcc: x@evil.example" }, "phone", "6 to 15 digits"],
      [{ company: "x".repeat(201) }, "company", "Company must be at most 200 characters"],
      [{ budget: "a lot" }, "budget", "Please choose a budget from the list"],
      [{ productTypes: ["t-shirts", "yachts"] }, "productTypes", "Please choose product types from the list"],
      [{ productTypes: "t-shirts" }, "productTypes", ""],
    ];
    for (const [extra, field, message] of cases) {
      const error = await errorOf(app.client().contact.submit.mutate({ ...base, ...extra } as never));
      expect(error.code, JSON.stringify(extra)).toBe("BAD_REQUEST");
      // Field errors are keyed by path ("productTypes.1" for the second type).
      const fields = new Set(Object.keys(error.fieldErrors ?? {}).map((k) => k.split(".")[0]));
      expect([...fields], JSON.stringify(extra)).toEqual([field]);
      expect(error.message, JSON.stringify(extra)).toContain(message);
    }
    expect((await app.rt.database.db.select().from(formSubmissions)).length).toBe(before);
  });

  test("the usual ways of writing a quantity and a phone number are accepted", async () => {
    const accepted: [Record<string, unknown>, Record<string, unknown>][] = [
      [{ quantity: "250" }, { quantity: 250 }],
      [{ quantity: "1,500" }, { quantity: 1500 }],
      [{ quantity: "1.500" }, { quantity: 1500 }],
      [{ quantity: "1\u00a0000\u00a0000" }, { quantity: 1_000_000 }],
      [{ quantity: 40 }, { quantity: 40 }],
      [{ phone: "(603) 555-0100" }, { phone: "(603) 555-0100" }],
      [{ phone: " 603/555.210 " }, { phone: "603/555.210" }],
      [{ deadline: day(0) }, { deadline: day(0) }],
    ];
    for (const [extra, stored] of accepted) {
      await app.rt.database.db.delete(rateLimitCounters);
      const { id } = await app
        .client()
        .contact.submit.mutate({ name: "Q", email: "q@b.cz", message: "hi", ...extra } as never);
      const [row] = (await app.rt.database.db.select().from(formSubmissions)).filter((r) => r.id === id);
      expect(row, JSON.stringify(extra)).toMatchObject(stored);
    }
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
