import { afterAll, beforeAll, beforeEach, describe, expect, test } from "bun:test";
import { desc, eq, inArray } from "drizzle-orm";
import { aiUsage, generatedDesigns, mailOutbox, rateLimitCounters } from "../../drizzle/schema";
import { DAILY_LIMIT_MESSAGE } from "../../server/services/generator/generate-design";
import { TOO_MANY_REQUESTS_MESSAGE } from "../../server/services/rate-limit";
import { expectReadableError, generatedFiles, type RowCounts, rowCounts } from "../helpers/hostile";
import { startSmtp, type TestSmtp } from "../helpers/smtp";
import { startTestApp, type TestApp } from "../helpers/test-app";

/**
 * The AI generator under hostile input and floods, over plain HTTP: oversized and unstorable
 * prompts, header injection through an inquiry, 1,000 generations a minute from one IP and from
 * many. Invariants: never a 5xx; a refusal is readable and stores nothing and charges nothing; the
 * per-IP limit and the global daily budget hold exactly, whatever the concurrency.
 * (Generated input for both procedures: hostile-procedures.test.ts; a hung or unreachable
 * provider: faults-ai.test.ts.)
 */

const BURST = 1_000;
const CONCURRENCY = 50;

let smtp: TestSmtp;
let app: TestApp;
beforeAll(async () => {
  // Real SMTP, so an inquiry's mails can be checked as sent (envelope and headers), not only as queued.
  smtp = await startSmtp();
  app = await startTestApp({ SMTP_URL: smtp.url });
}, 60_000);
afterAll(async () => {
  await app?.stop();
  await smtp?.stop();
}, 60_000);
beforeEach(async () => {
  await app.rt.database.db.delete(rateLimitCounters);
  await app.rt.database.db.delete(aiUsage);
});

type Counts = RowCounts & { generated_files: number };
const counts = async (a: TestApp): Promise<Counts> => ({
  ...(await rowCounts(a.rt.database.db)),
  generated_files: generatedFiles(a.dataDir),
});

const post = (a: TestApp, path: string, body: string, headers: Record<string, string> = {}) =>
  fetch(`${a.url}/trpc/${path}`, { method: "POST", headers: { "content-type": "application/json", ...headers }, body });

async function refused(res: Response, status: number) {
  const text = await res.text();
  expect({ status: res.status, text: text.slice(0, 300) }).toMatchObject({ status });
  expectReadableError(res.status, text);
  return status === 413 ? "" : (JSON.parse(text) as { error: { message: string } }).error.message;
}

const inquiry = (image: string, extra: Record<string, unknown> = {}) => ({
  name: "Eva Dvořáková",
  email: "eva@example.com",
  company: "Kolo s.r.o.",
  message: "150 mikin s tímhle motivem.",
  designPrompt: "whatever the page sent",
  image,
  locale: "cs",
  ...extra,
});

/** A fixed window (rate limit: 10 min, budget: the UTC day) must not turn over during a burst. */
async function awayFromWindowEdge(windowMs: number, needMs = 15_000) {
  const left = windowMs - (Date.now() % windowMs);
  if (left < needMs) await Bun.sleep(left + 100);
}

interface Answer {
  status: number;
  retryAfter: string | null;
  text: string;
}

/** `n` generation requests through raw HTTP, `CONCURRENCY` in flight at a time. */
async function burst(a: TestApp, n: number, headers: (i: number) => Record<string, string>) {
  const answers: Answer[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < n) {
        const i = next++;
        const res = await post(
          a,
          "generator.generate",
          JSON.stringify({ prompt: `Flood design ${i}`, locale: "en" }),
          headers(i),
        );
        answers.push({ status: res.status, retryAfter: res.headers.get("retry-after"), text: await res.text() });
      }
    }),
  );
  return { answers, ms: performance.now() - started };
}

const statusCounts = (answers: Answer[]) => {
  const out: Record<number, number> = {};
  for (const { status } of answers) out[status] = (out[status] ?? 0) + 1;
  return out;
};

describe("prompts the schema refuses: 4xx, nothing stored, nothing charged, the rate limit untouched", () => {
  test("a 100 KB prompt (under the 256 KB body cap) is refused by the schema: 400 with its message", async () => {
    const before = await counts(app);
    for (const [ch, message] of [
      ["x", "Your description must be at most 500 characters"],
      ["é", "Your description must be at most 500 characters"],
      ["🦄", "Your description must be at most 500 characters"],
      // Trimmed first: 100 KB of blanks is an empty description.
      [" ", "Please describe your merch design"],
    ] as const) {
      const prompt = ch.repeat(Math.floor((100 * 1024) / new TextEncoder().encode(ch).length));
      for (const batch of [false, true]) {
        const body = JSON.stringify({ prompt, locale: "en" });
        const res = await post(app, `generator.generate${batch ? "?batch=1" : ""}`, batch ? `{"0":${body}}` : body);
        const text = await res.text();
        expect({ ch, batch, status: res.status }).toEqual({ ch, batch, status: 400 });
        expectReadableError(res.status, text);
        const item = (batch ? (JSON.parse(text) as unknown[])[0] : JSON.parse(text)) as { error: { message: string } };
        expect(item.error.message).toBe(message);
      }
    }
    // The same for the inquiry's text fields.
    const [design] = await app.rt.database.db.select().from(generatedDesigns).limit(1);
    for (const field of ["name", "company", "message", "designPrompt"]) {
      const res = await post(
        app,
        "generator.sendInquiry",
        JSON.stringify(inquiry(design?.id ?? "d_aaaaaaaaaaaa", { [field]: "x".repeat(100 * 1024) })),
      );
      await refused(res, 400);
    }
    expect(await counts(app)).toEqual(before);
    // Validation runs before the per-IP limit: none of these refusals used it up.
    expect(await app.rt.database.db.select().from(rateLimitCounters)).toEqual([]);
  });

  test("a 300 KB prompt is over the body cap: 413, readable", async () => {
    const before = await counts(app);
    const res = await post(app, "generator.generate", JSON.stringify({ prompt: "x".repeat(300 * 1024), locale: "en" }));
    await refused(res, 413);
    expect(await counts(app)).toEqual(before);
  });

  test("a NUL in the prompt is refused (400) before the budget or the provider are touched", async () => {
    const before = await counts(app);
    for (const prompt of ["\u0000", "a\u0000b", " Fox on a hill\u0000 ", `${"y".repeat(499)}\u0000`]) {
      const message = await refused(
        await post(app, "generator.generate", JSON.stringify({ prompt, locale: "en" })),
        400,
      );
      expect(message).toBe("Your description contains characters that cannot be used");
    }
    expect(await counts(app)).toEqual(before);
    expect(await app.rt.database.db.select().from(rateLimitCounters)).toEqual([]);
  });
});

describe("injection through an inquiry", () => {
  test("CR/LF in name and company never reach a mail header; CR/LF in the e-mail is refused", async () => {
    const db = app.rt.database.db;
    const design = (await (
      await post(app, "generator.generate", JSON.stringify({ prompt: "Mountain badge", locale: "en" }))
    ).json()) as { result: { data: { id: string } } };
    const id = design.result.data.id;

    const name = "Eve\r\nBcc: victim@evil.example\r\nX-Injected: 1\u2028Cc: other@evil.example";
    const company = "Acme\r\nBcc: victim2@evil.example";
    smtp.received.length = 0;
    const res = await post(
      app,
      "generator.sendInquiry",
      JSON.stringify(
        inquiry(id, {
          name,
          email: "eve@example.com",
          company,
          message: "Hi\r\n.\r\nRCPT TO:<victim@evil.example>\r\n",
        }),
      ),
    );
    expect(res.status).toBe(200);

    // As queued: exactly the two intended recipients, subject and recipient on one line each.
    const queued = await db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(2);
    expect(queued.map((m) => m.to).sort()).toEqual(["eve@example.com", app.rt.config.mail.to].sort());
    for (const mail of queued) {
      expect(mail.to).not.toMatch(/[\r\n\u0085\u2028\u2029]/);
      expect(mail.subject).not.toMatch(/[\r\n\u0085\u2028\u2029]/);
    }
    expect(queued.find((m) => m.to === app.rt.config.mail.to)?.subject).toBe(
      "New design inquiry from Eve Bcc: victim@evil.example X-Injected: 1 Cc: other@evil.example",
    );

    // As sent: the SMTP envelope has only those recipients, and no header was added.
    await app.rt.outbox.drain();
    const sent = await smtp.waitFor(2);
    expect(sent.flatMap((m) => m.to).sort()).toEqual(["eve@example.com", app.rt.config.mail.to].sort());
    for (const mail of sent) {
      const headers = mail.raw.split(/\r?\n\r?\n/)[0]!;
      expect(headers).not.toMatch(/^(bcc|cc|x-injected|rcpt to):/im);
    }

    const before = await counts(app);
    for (const email of ["eve@example.com\r\nBcc: victim@evil.example", "eve@example.com\nBcc:victim@evil.example"]) {
      const message = await refused(
        await post(app, "generator.sendInquiry", JSON.stringify(inquiry(id, { email }))),
        400,
      );
      expect(message).toBe("Please enter a valid e-mail address");
    }
    // A NUL the database cannot store: 400 and neither the inquiry nor its mails.
    for (const field of ["name", "company", "message"]) {
      await refused(
        await post(app, "generator.sendInquiry", JSON.stringify(inquiry(id, { [field]: "a\u0000b" }))),
        400,
      );
    }
    expect(await counts(app)).toEqual(before);
  });
});

describe("1,000 generation requests a minute", () => {
  test("from one IP (each with a different forged X-Forwarded-For): exactly 10 drawn, 990 answered 429", async () => {
    const before = await counts(app);
    await awayFromWindowEdge(10 * 60_000);
    const { answers, ms } = await burst(app, BURST, (i) => ({ "x-forwarded-for": `203.0.113.${i % 250}` }));
    expect(ms).toBeLessThan(60_000);
    expect(statusCounts(answers)).toEqual({ 200: 10, 429: BURST - 10 });
    for (const a of answers.filter((x) => x.status === 429)) {
      expectReadableError(429, a.text);
      expect((JSON.parse(a.text) as { error: { message: string } }).error.message).toBe(TOO_MANY_REQUESTS_MESSAGE);
      expect(Number(a.retryAfter)).toBeGreaterThanOrEqual(1);
      // At most the window and a tenth: the sliding estimate spreads the 10 drawn over it.
      expect(Number(a.retryAfter)).toBeLessThanOrEqual(600 + 60);
    }
    const ids = answers
      .filter((x) => x.status === 200)
      .map((x) => (JSON.parse(x.text) as { result: { data: { id: string } } }).result.data.id);
    expect(new Set(ids).size).toBe(10);
    // Charged and stored exactly 10 times; nothing else written.
    expect(await counts(app)).toEqual({
      ...before,
      generated_designs: before.generated_designs + 10,
      // Each offline design stores its picture and its print file.
      generated_files: before.generated_files + 2 * 10,
      ai_generations: before.ai_generations + 10,
    });
  }, 60_000);
});

describe("the per-IP limits against batches and parallel inquiries", () => {
  test("20 generations in one tRPC batch: each counted, 10 drawn and charged, 10 refused with 429", async () => {
    const before = await counts(app);
    await awayFromWindowEdge(10 * 60_000);
    const inputs = Object.fromEntries(
      Array.from({ length: 20 }, (_, i) => [i, { prompt: `Batch ${i}`, locale: "en" }]),
    );
    const names = Array.from({ length: 20 }, () => "generator.generate").join(",");
    const res = await post(app, `${names}?batch=1`, JSON.stringify(inputs));
    const text = await res.text();
    expect(res.status).toBeLessThan(500);
    expectReadableError(res.status, text);
    const items = JSON.parse(text) as { error?: { message: string; data: { httpStatus: number } } }[];
    const statuses = items.map((i) => i.error?.data.httpStatus ?? 200);
    expect(statuses.filter((x) => x === 200)).toHaveLength(10);
    expect(statuses.filter((x) => x === 429)).toHaveLength(10);
    for (const i of items.filter((x) => x.error)) expect(i.error?.message).toBe(TOO_MANY_REQUESTS_MESSAGE);
    expect(await counts(app)).toEqual({
      ...before,
      generated_designs: before.generated_designs + 10,
      // Each offline design stores its picture and its print file.
      generated_files: before.generated_files + 2 * 10,
      ai_generations: before.ai_generations + 10,
    });
  });

  test("50 parallel inquiries from one IP: exactly 5 stored with their 10 mails, 45 answered 429", async () => {
    // One design per inquiry (a design backs one inquiry: design-inquiry-once.test.ts).
    const ids: string[] = [];
    for (let i = 0; i < 50; i++) {
      if (i % 9 === 0) await app.rt.database.db.delete(rateLimitCounters);
      const made = await post(app, "generator.generate", JSON.stringify({ prompt: `Team jersey ${i}`, locale: "en" }));
      ids.push(((await made.json()) as { result: { data: { id: string } } }).result.data.id);
    }
    await app.rt.database.db.delete(rateLimitCounters);
    const before = await counts(app);
    await awayFromWindowEdge(10 * 60_000);
    const answers = await Promise.all(
      Array.from({ length: 50 }, async (_, i) => {
        const res = await post(
          app,
          "generator.sendInquiry",
          JSON.stringify(inquiry(ids[i]!, { email: `parallel${i}@example.com` })),
        );
        return { status: res.status, retryAfter: res.headers.get("retry-after"), text: await res.text() };
      }),
    );
    expect(statusCounts(answers)).toEqual({ 200: 5, 429: 45 });
    for (const a of answers.filter((x) => x.status === 429)) {
      expect((JSON.parse(a.text) as { error: { message: string } }).error.message).toBe(TOO_MANY_REQUESTS_MESSAGE);
      expect(Number(a.retryAfter)).toBeGreaterThanOrEqual(1);
    }
    expect(await counts(app)).toEqual({
      ...before,
      design_inquiries: before.design_inquiries + 5,
      mail_outbox: before.mail_outbox + 10,
    });
  });
});

describe("1,000 generation requests a minute from many IPs behind a trusted proxy", () => {
  const DAILY = 25;
  let fleet: TestApp;
  beforeAll(async () => {
    fleet = await startTestApp({ TRUST_PROXY_HOPS: "1", AI_DAILY_GENERATIONS: String(DAILY) });
  }, 60_000);
  afterAll(() => fleet?.stop(), 60_000);
  beforeEach(async () => {
    await fleet.rt.database.db.delete(rateLimitCounters);
    await fleet.rt.database.db.delete(aiUsage);
  });

  test("a last X-Forwarded-For entry that is no address (7 KB of text) is not used as the client's IP: no 5xx", async () => {
    const db = fleet.rt.database.db;
    // Incompressible text (a compressed key would fit in the index): a linear congruential sequence.
    let seed = 42;
    const garbage = Array.from({ length: 7_000 }, () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return String.fromCharCode(33 + (seed % 89)).replace(",", ";");
    }).join("");
    for (const xff of [garbage, `198.51.100.1, ${garbage}`, "not-an-ip", "[203.0.113.9]"]) {
      const headers = { "x-forwarded-for": xff };
      const res = await post(
        fleet,
        "generator.generate",
        JSON.stringify({ prompt: "Proxy badge", locale: "en" }),
        headers,
      );
      const text = await res.text();
      expect({ xff: xff.slice(0, 40), status: res.status, text: text.slice(0, 200) }).toMatchObject({ status: 200 });
      const { id } = (JSON.parse(text) as { result: { data: { id: string } } }).result.data;
      const [row] = await db.select().from(generatedDesigns).where(eq(generatedDesigns.id, id));
      expect(row?.creatorIp).toBe("127.0.0.1");
      const joined = await post(fleet, "waitlist.join", JSON.stringify({ email: "proxy@example.com" }), headers);
      expect(joined.status).toBe(200);
    }
  });

  test(`stop at the global daily budget: exactly ${DAILY} drawn and charged, the rest 429 until midnight UTC`, async () => {
    const db = fleet.rt.database.db;
    const before = await counts(fleet);
    await awayFromWindowEdge(24 * 60 * 60_000);
    // One request per address: the per-IP limit never applies, only the day's budget.
    const ip = (i: number) => `10.1.${i >> 8}.${i & 255}`;
    const { answers, ms } = await burst(fleet, BURST, (i) => ({ "x-forwarded-for": `198.51.100.1, ${ip(i)}` }));
    expect(ms).toBeLessThan(60_000);
    expect(statusCounts(answers)).toEqual({ 200: DAILY, 429: BURST - DAILY });
    const midnight = Math.ceil((86_400_000 - (Date.now() % 86_400_000)) / 1000);
    for (const a of answers.filter((x) => x.status === 429)) {
      expectReadableError(429, a.text);
      expect((JSON.parse(a.text) as { error: { message: string } }).error.message).toBe(DAILY_LIMIT_MESSAGE);
      expect(Math.abs(Number(a.retryAfter) - midnight)).toBeLessThan(120);
    }
    expect(await counts(fleet)).toEqual({
      ...before,
      generated_designs: before.generated_designs + DAILY,
      // Each offline design stores its picture and its print file.
      generated_files: before.generated_files + 2 * DAILY,
      ai_generations: before.ai_generations + DAILY,
    });
    // The designs were made for the addresses the proxy saw, one each.
    const ids = answers
      .filter((x) => x.status === 200)
      .map((x) => (JSON.parse(x.text) as { result: { data: { id: string } } }).result.data.id);
    const creators = (await db.select().from(generatedDesigns).where(inArray(generatedDesigns.id, ids))).map(
      (d) => d.creatorIp,
    );
    expect(creators).toHaveLength(DAILY);
    expect(new Set(creators).size).toBe(DAILY);
    for (const c of creators) expect(c).toMatch(/^10\.1\.\d+\.\d+$/);
    expect(await db.select().from(aiUsage).where(eq(aiUsage.generations, DAILY))).toHaveLength(1);
  }, 60_000);
});
