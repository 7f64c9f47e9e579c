import { afterAll, beforeAll, beforeEach, describe, expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import { TRPCClientError } from "@trpc/client";
import { sql } from "drizzle-orm";
import { aiUsage, generatedDesigns, rateLimitCounters } from "../../drizzle/schema";
import { aiUsageOn } from "../../server/db/queries/security";
import { utcDay } from "../../server/services/generator/generate-design";
import { ENDLESS_STOP_BYTES, type OpenAIStub, startOpenAIStub, TINY_PNG_BASE64 } from "../helpers/openai-stub";
import { startTestApp, type TestApp } from "../helpers/test-app";

/** The largest TCP send plus receive buffer Linux may grow a socket to (0 where /proc does not say). */
function socketBufferBytes(): number {
  const largest = (file: string) => {
    try {
      return Number(readFileSync(file, "utf8").trim().split(/\s+/)[2]) || 0;
    } catch {
      return 0;
    }
  };
  return largest("/proc/sys/net/ipv4/tcp_wmem") + largest("/proc/sys/net/ipv4/tcp_rmem");
}

/** The OpenAI path, through the real `openai` SDK, against a loopback stub of the images API. */
const TIMEOUT_MS = 1500;
const FAILED = "Failed to generate image. Please try again.";

let stub: OpenAIStub;
let app: TestApp;
beforeAll(async () => {
  stub = await startOpenAIStub("ok");
  app = await startTestApp({
    ...stub.env,
    OPENAI_TIMEOUT_MS: String(TIMEOUT_MS),
    OPENAI_IMAGE_COST_USD: "0.04",
    AI_DAILY_BUDGET_USD: "1",
  });
}, 60_000);
afterAll(async () => {
  await app?.stop();
  await stub?.stop();
}, 60_000);
beforeEach(async () => {
  await app.rt.database.db.delete(rateLimitCounters);
  stub.mode = "ok";
  stub.requests.length = 0;
});

const errorOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    if (error instanceof TRPCClientError)
      return { code: error.data?.code as string, status: error.data?.httpStatus as number, message: error.message };
    throw error;
  }
  throw new Error("expected the call to fail");
};

const usage = () => aiUsageOn(app.rt.database.db, utcDay());
const designCount = async () => (await app.rt.database.db.select().from(generatedDesigns)).length;

describe("generator.generate with OpenAI", () => {
  test("the provider is OpenAI when a key is set", () => {
    expect(app.rt.imageProvider.name).toBe("openai");
  });

  test("a good answer: the stub's image comes back and is stored; one generation and its cost are charged", async () => {
    const before = await usage();
    const design = await app.client().generator.generate.mutate({ prompt: "  A fox on a mountain  ", locale: "en" });
    expect(design.provider).toBe("openai");
    expect(design.id).toMatch(/^d_[A-Za-z0-9_-]{10,64}$/);
    expect(design.image).toBe(`data:image/png;base64,${TINY_PNG_BASE64}`);
    expect(stub.requests).toEqual([{ model: "gpt-image-1", prompt: "A fox on a mountain", n: 1, size: "1024x1024" }]);

    const [row] = (await app.rt.database.db.select().from(generatedDesigns)).filter((d) => d.id === design.id);
    expect(row).toMatchObject({
      prompt: "A fox on a mountain",
      provider: "openai",
      imageKey: `generated/${design.id}.png`,
    });
    const stored = await app.rt.storage.get(row!.imageKey);
    expect(Buffer.from(await new Response(stored!.body).arrayBuffer()).toString("base64")).toBe(TINY_PNG_BASE64);

    const after = await usage();
    expect(after.generations).toBe(before.generations + 1);
    expect(after.costMicroUsd).toBe(before.costMicroUsd + 40_000);
  });

  test("an answer with a URL instead of base64: the image is fetched from it", async () => {
    stub.mode = "url";
    const design = await app.client().generator.generate.mutate({ prompt: "Blue wave", locale: "en" });
    expect(design.image).toBe(`data:image/png;base64,${TINY_PNG_BASE64}`);
  });

  for (const mode of ["error", "empty"] as const) {
    test(`an ${mode} answer: the spec's message, nothing charged, nothing stored`, async () => {
      stub.mode = mode;
      const before = await usage();
      const designs = await designCount();
      const error = await errorOf(app.client().generator.generate.mutate({ prompt: "A red heart", locale: "en" }));
      expect(error).toEqual({ code: "SERVICE_UNAVAILABLE", status: 503, message: FAILED });
      expect(stub.requests).toHaveLength(1);
      expect(await usage()).toEqual(before);
      expect(await designCount()).toBe(designs);
    });
  }

  test("a provider that never answers: bounded by the timeout, the spec's message, nothing charged", async () => {
    stub.mode = "hang";
    const before = await usage();
    const designs = await designCount();
    const started = performance.now();
    const error = await errorOf(app.client().generator.generate.mutate({ prompt: "A slow rocket", locale: "cs" }));
    const elapsed = performance.now() - started;
    expect(error).toEqual({ code: "SERVICE_UNAVAILABLE", status: 503, message: FAILED });
    expect(elapsed).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    expect(elapsed).toBeLessThan(TIMEOUT_MS + 2000);
    expect(await usage()).toEqual(before);
    expect(await designCount()).toBe(designs);
  });

  test("the provider's details stay in the server log; the client sees only the message", async () => {
    stub.mode = "error";
    const error = await errorOf(app.client().generator.generate.mutate({ prompt: "Unsafe thing", locale: "en" }));
    expect(error.message).toBe(FAILED);
    expect(JSON.stringify(error)).not.toContain("safety system");
  });

  test("the cost budget: when the next image would pass AI_DAILY_BUDGET_USD, generation is refused, nothing charged", async () => {
    const db = app.rt.database.db;
    // $1 budget at $0.04 an image: put today's spend at $0.98.
    await db
      .insert(aiUsage)
      .values({ day: utcDay(), generations: 3, costMicroUsd: 980_000 })
      .onConflictDoUpdate({ target: aiUsage.day, set: { costMicroUsd: sql`980000` } });
    const before = await usage();
    const error = await errorOf(app.client().generator.generate.mutate({ prompt: "One more", locale: "en" }));
    expect(error).toEqual({
      code: "TOO_MANY_REQUESTS",
      status: 429,
      message: "Our design generator has reached its limit for today. Please try again tomorrow.",
    });
    expect(stub.requests).toHaveLength(0);
    expect(await usage()).toEqual(before);
  });
});

describe("answers that never end or say they are too large (a hostile OPENAI_BASE_URL)", () => {
  // A long timeout, so that only the byte limit can stop the read (the stub ends at 160 MB).
  let patient: TestApp;
  beforeAll(async () => {
    patient = await startTestApp({ ...stub.env, OPENAI_TIMEOUT_MS: "60000", OPENAI_IMAGE_COST_USD: "0.04" });
  }, 60_000);
  afterAll(() => patient?.stop(), 60_000);

  const MiB = 1024 * 1024;
  // The limits: the API's answer 20 MB of image in base64 (26.7 MiB), an image 20 MiB. The socket
  // buffers let the stub write ahead of what was read: up to the kernel's largest send and receive
  // buffers on loopback (4 + 32 MiB on one machine: a fixed 8 MiB of slack failed there once with
  // 30.6 MB sent for the 20 MiB image). Far below the stub's 160 MiB, where a read that never
  // stopped would end.
  const slack = socketBufferBytes() || 8 * MiB;
  const cases = [
    { mode: "endless-json", readAtMost: Math.ceil(26.7 * MiB) + slack },
    { mode: "endless-url", readAtMost: 20 * MiB + slack },
    { mode: "oversized-url", readAtMost: 0 },
  ] as const;
  for (const { mode, readAtMost } of cases) {
    test(`${mode}: the read stops at the limit; the spec's message, nothing charged, nothing stored`, async () => {
      stub.mode = mode;
      const before = await usage();
      const designs = await designCount();
      const started = performance.now();
      const error = await errorOf(patient.client().generator.generate.mutate({ prompt: "A big fox", locale: "en" }));
      // Refused while reading, not at the 60 s timeout (the oversized image holds after its header).
      expect(performance.now() - started).toBeLessThan(10_000);
      expect(error).toEqual({ code: "SERVICE_UNAVAILABLE", status: 503, message: FAILED });
      if (readAtMost) {
        expect(stub.endlessBytesSent).toBeGreaterThan(0);
        expect(stub.endlessBytesSent).toBeLessThan(readAtMost);
        expect(stub.endlessBytesSent).toBeLessThan(ENDLESS_STOP_BYTES);
      }
      expect(await usage()).toEqual(before);
      expect(await designCount()).toBe(designs);
      // The provider still works for the next visitor.
      stub.mode = "url";
      const design = await patient.client().generator.generate.mutate({ prompt: "A small fox", locale: "en" });
      expect(design.image).toBe(`data:image/png;base64,${TINY_PNG_BASE64}`);
    }, 60_000);
  }
});

describe("DALL·E models", () => {
  let dalle: TestApp;
  beforeAll(async () => {
    dalle = await startTestApp({ ...stub.env, OPENAI_IMAGE_MODEL: "dall-e-3", OPENAI_IMAGE_SIZE: "1792x1024" });
  }, 60_000);
  afterAll(() => dalle?.stop(), 60_000);

  test("ask for base64 explicitly (gpt-image models refuse the parameter)", async () => {
    stub.mode = "ok";
    stub.requests.length = 0;
    await dalle.client().generator.generate.mutate({ prompt: "Mountain badge", locale: "en" });
    expect(stub.requests).toEqual([
      { model: "dall-e-3", prompt: "Mountain badge", n: 1, size: "1792x1024", response_format: "b64_json" },
    ]);
  });
});
