import { afterAll, beforeAll, beforeEach, describe, expect, test } from "bun:test";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { TRPCClientError } from "@trpc/client";
import { eq } from "drizzle-orm";
import { aiUsage, designInquiries, generatedDesigns, mailOutbox, rateLimitCounters } from "../../drizzle/schema";
import { aiUsageOn } from "../../server/db/queries/security";
import { removeExpiredDesigns } from "../../server/jobs/expired-designs";
import { utcDay } from "../../server/services/generator/generate-design";
import { signUp } from "../helpers/auth";
import { readableMail } from "../helpers/mail";
import { startTestApp, type TestApp } from "../helpers/test-app";

/** The AI generator with the built-in offline provider (no OPENAI_API_KEY), on the real HTTP app. */
let app: TestApp;
let adminCookie: string;
let userCookie: string;
beforeAll(async () => {
  app = await startTestApp();
  adminCookie = (await signUp(app.url, "admin@example.com")).cookie;
  await app.client({ cookie: adminCookie }).admin.setup.mutate();
  userCookie = (await signUp(app.url, "someone@example.com")).cookie;
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
      return {
        code: error.data?.code as string,
        message: error.message,
        fieldErrors: error.data?.fieldErrors as Record<string, string[]> | undefined,
      };
    throw error;
  }
  throw new Error("expected the call to fail");
};

const db = () => app.rt.database.db;
const usage = () => aiUsageOn(db(), utcDay());
const rows = async () => ({
  designs: (await db().select().from(generatedDesigns)).length,
  inquiries: (await db().select().from(designInquiries)).length,
  mails: (await db().select().from(mailOutbox)).length,
});
const pngOf = (dataUrl: string) => Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ""), "base64");

const inquiry = (image: string, extra: Record<string, unknown> = {}) => ({
  name: "Jana Nováková",
  email: "jana@example.cz",
  company: "Kolo s.r.o.",
  message: "200 triček s tímhle motivem na firemní závod.",
  designPrompt: "whatever the page says",
  image,
  locale: "cs" as const,
  ...extra,
});

describe("generator.generate (offline)", () => {
  test("draws a 1024 x 1024 PNG, answers it as a data URL with an id, and keeps it in storage and the database", async () => {
    const before = await usage();
    const design = await app
      .client()
      .generator.generate.mutate({ prompt: "Vintage badge for our hiking club", locale: "en" });
    expect(design.provider).toBe("offline");
    expect(design.id).toMatch(/^d_[A-Za-z0-9_-]{10,64}$/);
    expect(design.image).toStartWith("data:image/png;base64,");
    const png = pngOf(design.image);
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(png.readUInt32BE(16)).toBe(1024);
    expect(png.readUInt32BE(20)).toBe(1024);

    const [row] = await db().select().from(generatedDesigns).where(eq(generatedDesigns.id, design.id));
    expect(row).toMatchObject({
      prompt: "Vintage badge for our hiking club",
      provider: "offline",
      imageKey: `generated/${design.id}.png`,
      size: png.byteLength,
      creatorIp: "127.0.0.1",
    });
    const stored = await app.rt.storage.get(row!.imageKey);
    expect(Buffer.from(await new Response(stored!.body).arrayBuffer()).equals(png)).toBe(true);
    // Counted against the daily limit; the offline generator costs nothing.
    expect(await usage()).toEqual({ ...before, generations: before.generations + 1 });
  });

  test("the same prompt draws the same image; each generation gets its own id", async () => {
    const a = await app.client().generator.generate.mutate({ prompt: "Modrá vlna pro surf kemp", locale: "cs" });
    const b = await app.client().generator.generate.mutate({ prompt: "modrá  vlna pro surf kemp", locale: "cs" });
    expect(a.id).not.toBe(b.id);
    expect(a.image).toBe(b.image);
  });

  test("refuses an empty, an over-long and a 100 KB prompt with clear messages; nothing charged or stored", async () => {
    const before = { usage: await usage(), rows: await rows() };
    const blank = await errorOf(app.client().generator.generate.mutate({ prompt: "   ", locale: "en" }));
    expect(blank).toMatchObject({ code: "BAD_REQUEST", message: "Please describe your merch design" });
    expect(blank.fieldErrors).toEqual({ prompt: ["Please describe your merch design"] });
    const long = await errorOf(app.client().generator.generate.mutate({ prompt: "x".repeat(501), locale: "en" }));
    expect(long).toMatchObject({ code: "BAD_REQUEST", message: "Your description must be at most 500 characters" });
    const huge = await errorOf(app.client().generator.generate.mutate({ prompt: "y".repeat(100_000), locale: "en" }));
    expect(huge).toMatchObject({ code: "BAD_REQUEST", message: "Your description must be at most 500 characters" });
    // 500 characters exactly is fine.
    await app.client().generator.generate.mutate({ prompt: "z".repeat(500), locale: "en" });
    expect((await usage()).generations).toBe(before.usage.generations + 1);
    expect((await rows()).designs).toBe(before.rows.designs + 1);
  });

  test("the 11th generation from one IP in 10 minutes is refused (429, Retry-After) and not charged", async () => {
    for (let i = 0; i < 10; i++) {
      await app.client().generator.generate.mutate({ prompt: `Design number ${i}`, locale: "en" });
    }
    const before = { usage: await usage(), rows: await rows() };
    const res = await fetch(`${app.url}/trpc/generator.generate`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: app.url },
      body: JSON.stringify({ prompt: "one too many", locale: "en" }),
    });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    const body = (await res.json()) as { error: { message: string; data: { code: string } } };
    expect(body.error.data.code).toBe("TOO_MANY_REQUESTS");
    expect(body.error.message).toBe("Too many requests. Please wait a few minutes and try again.");
    expect(await usage()).toEqual(before.usage);
    expect(await rows()).toEqual(before.rows);
  });
});

describe("generator.sendInquiry", () => {
  test("stores the inquiry with the server's image and prompt, and mails the company the PNG (and the visitor a confirmation)", async () => {
    const design = await app.client().generator.generate.mutate({ prompt: "Cyklo tým Kolo, žlutá", locale: "cs" });
    await db().delete(mailOutbox);
    const { id } = await app.client().generator.sendInquiry.mutate(inquiry(design.id));

    const [row] = await db().select().from(designInquiries).where(eq(designInquiries.id, id));
    expect(row).toMatchObject({
      name: "Jana Nováková",
      email: "jana@example.cz",
      company: "Kolo s.r.o.",
      message: "200 triček s tímhle motivem na firemní závod.",
      // The stored prompt, not what the browser sent beside the id.
      designPrompt: "Cyklo tým Kolo, žlutá",
      imageKey: `generated/${design.id}.png`,
      locale: "cs",
    });
    const queued = await db().select().from(mailOutbox);
    expect(queued.map((m) => m.to).sort()).toEqual(["hello@merchovna.cz", "jana@example.cz"]);
    const toCompany = queued.find((m) => m.to === "hello@merchovna.cz")!;
    expect(toCompany.subject).toBe("New design inquiry from Jana Nováková");
    expect(toCompany.attachments).toEqual([
      {
        key: `generated/${design.id}.png`,
        filename: `merch-design-${design.id}.png`,
        cid: `design-${design.id}@merchovna`,
      },
      // The offline generator's print file (transparent PNG) goes along: design-files.test.ts.
      { key: `generated/${design.id}.print.png`, filename: `merch-design-${design.id}-print.png` },
    ]);

    await app.rt.outbox.drain();
    expect((await db().select().from(mailOutbox)).map((m) => m.status)).toEqual(["sent", "sent"]);
    const dir = join(app.dataDir, "outbox");
    const raw = readableMail(
      readdirSync(dir)
        .map((f) => readFileSync(join(dir, f), "utf8"))
        .join("\n----\n"),
    );
    expect(raw).toContain("Content-Type: image/png");
    expect(raw).toContain(`merch-design-${design.id}.png`);
    expect(raw).toContain(`Content-ID: <design-${design.id}@merchovna>`);
    expect(raw).toContain(`cid:design-${design.id}@merchovna`);
    expect(raw.replace(/\r?\n/g, "").includes(pngOf(design.image).toString("base64").slice(0, 200))).toBe(true);
    expect(raw).toContain("Cyklo tým Kolo, žlutá");
    expect(raw).toContain("Kolo s.r.o.");
    // The visitor's confirmation is in their language.
    expect(raw).toContain("do 24–48 hodin");
  });

  test("an unknown, malformed or expired design id: 'No design to send', nothing stored", async () => {
    const before = await rows();
    const unknown = await errorOf(app.client().generator.sendInquiry.mutate(inquiry("d_AAAAAAAAAAAAAAAAAAAAAAAA")));
    expect(unknown).toMatchObject({ code: "BAD_REQUEST", message: "No design to send" });
    const malformed = await errorOf(app.client().generator.sendInquiry.mutate(inquiry("../../etc/passwd")));
    expect(malformed).toMatchObject({ code: "BAD_REQUEST", message: "No design to send" });
    const noPrompt = await errorOf(
      app.client().generator.sendInquiry.mutate(inquiry("d_AAAAAAAAAAAAAAAAAAAAAAAA", { designPrompt: " " })),
    );
    expect(noPrompt).toMatchObject({ code: "BAD_REQUEST", message: "No design to send" });

    const old = await app.client().generator.generate.mutate({ prompt: "An old design", locale: "en" });
    await db()
      .update(generatedDesigns)
      .set({ createdAt: new Date(Date.now() - 23.5 * 60 * 60 * 1000) })
      .where(eq(generatedDesigns.id, old.id));
    const expired = await errorOf(app.client().generator.sendInquiry.mutate(inquiry(old.id)));
    expect(expired).toMatchObject({ code: "BAD_REQUEST", message: "No design to send" });
    expect(await rows()).toEqual({ ...before, designs: before.designs + 1 });
  });

  test("missing fields, a 1001-character message and a filled honeypot are refused; nothing stored", async () => {
    const design = await app.client().generator.generate.mutate({ prompt: "Srdce", locale: "cs" });
    const before = await rows();
    const missing = await errorOf(
      app.client().generator.sendInquiry.mutate(inquiry(design.id, { name: " ", email: "", message: "  " })),
    );
    expect(missing).toMatchObject({ code: "BAD_REQUEST", message: "Please fill in all required fields" });
    expect(missing.fieldErrors).toMatchObject({
      name: ["Please fill in all required fields"],
      email: ["Please fill in all required fields", "Please enter a valid e-mail address"],
      message: ["Please fill in all required fields"],
    });
    const long = await errorOf(
      app.client().generator.sendInquiry.mutate(inquiry(design.id, { message: "m".repeat(1001) })),
    );
    expect(long).toMatchObject({ code: "BAD_REQUEST", message: "Message must be at most 1000 characters" });
    const bot = await errorOf(
      app.client().generator.sendInquiry.mutate(inquiry(design.id, { website: "http://spam" })),
    );
    expect(bot.code).toBe("BAD_REQUEST");
    expect(await rows()).toEqual(before);
    // 1000 characters and no company are fine.
    await app.client().generator.sendInquiry.mutate(inquiry(design.id, { message: "m".repeat(1000), company: "" }));
    expect((await rows()).inquiries).toBe(before.inquiries + 1);
  });

  test("the 6th inquiry from one IP in 10 minutes is refused", async () => {
    // A different address each time: the per-address limit (mail-bombing.test.ts) is not the one under test.
    const to = (i: number) => ({ email: `jana${i}@example.cz` });
    for (let i = 0; i < 5; i++) {
      const e = await errorOf(app.client().generator.sendInquiry.mutate(inquiry("d_BBBBBBBBBBBBBBBBBBBBBBBB", to(i))));
      expect(e.message).toBe("No design to send");
    }
    const refused = await errorOf(
      app.client().generator.sendInquiry.mutate(inquiry("d_BBBBBBBBBBBBBBBBBBBBBBBB", to(5))),
    );
    expect(refused).toMatchObject({ code: "TOO_MANY_REQUESTS" });
  });
});

describe("admin: inquiry images and the budget", () => {
  let design: { id: string; image: string };
  beforeAll(async () => {
    await db().delete(rateLimitCounters);
    design = await app.client().generator.generate.mutate({ prompt: "Admin download test, red fox", locale: "en" });
    await app.client().generator.sendInquiry.mutate(inquiry(design.id, { name: "Admin Test" }));
  });

  test("the inquiry list gives the image's key, download name, size and type", async () => {
    const list = await app.client({ cookie: adminCookie }).admin.inquiries.list.query({ search: "Admin Test" });
    expect(list.items[0]?.image).toEqual({
      key: `generated/${design.id}.png`,
      name: `merch-design-${design.id}.png`,
      size: pngOf(design.image).byteLength,
      type: "image/png",
      provider: "offline",
    });
  });

  test("an admin downloads the inquiry's image as an attachment; others get 401/403", async () => {
    const url = `${app.url}/api/attachments/${encodeURIComponent(`generated/${design.id}.png`)}`;
    const res = await fetch(url, { headers: { cookie: adminCookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("content-disposition")).toStartWith(`attachment; filename="merch-design-${design.id}.png"`);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(Buffer.from(await res.arrayBuffer()).equals(pngOf(design.image))).toBe(true);

    expect((await fetch(url)).status).toBe(401);
    expect((await fetch(url, { headers: { cookie: userCookie } })).status).toBe(403);
  });

  test("a generated design nobody sent is not downloadable, even by an admin", async () => {
    const unsent = await app.client().generator.generate.mutate({ prompt: "Never sent", locale: "en" });
    const url = `${app.url}/api/attachments/${encodeURIComponent(`generated/${unsent.id}.png`)}`;
    expect((await fetch(url, { headers: { cookie: adminCookie } })).status).toBe(404);
  });

  test("admin.aiBudget shows today's count and spend against the limits; not for non-admins", async () => {
    const budget = await app.client({ cookie: adminCookie }).admin.aiBudget.query();
    const today = await usage();
    expect(budget).toEqual({
      day: utcDay(),
      provider: "offline",
      generations: today.generations,
      limit: 500,
      costUsd: 0,
      budgetUsd: 20,
      used: today.generations / 500,
    });
    expect((await errorOf(app.client({ cookie: userCookie }).admin.aiBudget.query())).code).toBe("FORBIDDEN");
    expect((await errorOf(app.client().admin.aiBudget.query())).code).toBe("UNAUTHORIZED");
  });

  test("housekeeping deletes designs nobody sent after 24 h (file and row) and keeps those an inquiry took", async () => {
    const all = await db().select().from(generatedDesigns);
    const sentKeys = new Set((await db().select().from(designInquiries)).map((i) => i.imageKey));
    const removed = await removeExpiredDesigns(db(), app.rt.storage, app.rt.log, Date.now() + 25 * 60 * 60 * 1000);
    expect(removed).toBe(all.filter((d) => !sentKeys.has(d.imageKey)).length);
    const left = await db().select().from(generatedDesigns);
    expect(left.map((d) => d.id).sort()).toEqual(
      all
        .filter((d) => sentKeys.has(d.imageKey))
        .map((d) => d.id)
        .sort(),
    );
    for (const d of all) {
      expect((await app.rt.storage.get(d.imageKey)) !== null).toBe(sentKeys.has(d.imageKey));
    }
  });
});

describe("the global daily budget", () => {
  let small: TestApp;
  beforeAll(async () => {
    small = await startTestApp({ AI_DAILY_GENERATIONS: "2" });
  }, 60_000);
  afterAll(() => small?.stop(), 60_000);

  test("once the day's generations are used up, generation is refused with a clear message and nothing is charged", async () => {
    const sdb = small.rt.database.db;
    await small.client().generator.generate.mutate({ prompt: "first", locale: "en" });
    await small.client().generator.generate.mutate({ prompt: "second", locale: "en" });
    const refused = await errorOf(small.client().generator.generate.mutate({ prompt: "third", locale: "en" }));
    expect(refused).toEqual({
      code: "TOO_MANY_REQUESTS",
      message: "Our design generator has reached its limit for today. Please try again tomorrow.",
      fieldErrors: undefined,
    });
    expect((await aiUsageOn(sdb, utcDay())).generations).toBe(2);
    expect((await sdb.select().from(generatedDesigns)).length).toBe(2);
  });

  test("parallel requests never overshoot the limit", async () => {
    const sdb = small.rt.database.db;
    await sdb.delete(rateLimitCounters);
    await sdb.delete(aiUsage);
    const results = await Promise.allSettled(
      Array.from({ length: 6 }, (_, i) =>
        small.client().generator.generate.mutate({ prompt: `race ${i}`, locale: "en" }),
      ),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(2);
    expect((await aiUsageOn(sdb, utcDay())).generations).toBe(2);
  });
});
