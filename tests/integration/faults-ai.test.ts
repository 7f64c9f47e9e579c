import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from "bun:test";
import { aiUsage, rateLimitCounters } from "../../drizzle/schema";
import { GENERATION_FAILED_MESSAGE } from "../../server/services/generator/generate-design";
import { expectReadableError, generatedFiles, type RowCounts, rowCounts } from "../helpers/hostile";
import { type OpenAIStub, startOpenAIStub } from "../helpers/openai-stub";
import { startTestApp, type TestApp } from "../helpers/test-app";

/**
 * Fault: the AI provider hangs (accepts the request, never answers) or is down (connection
 * refused), through the real `openai` SDK against a loopback stub of the images API. Invariant: the
 * visitor gets the spec's message (503, safe to retry) within the timeout plus 2 s, nothing is
 * stored or charged, the details are in the server log only, the rest of the site keeps answering,
 * and once the provider is back a generation works and is charged once.
 * An error or empty answer, one hung call, and the cost budget: generator-openai.test.ts.
 */

const TIMEOUT_MS = 1500;
const FAILED_BODY = {
  error: {
    message: GENERATION_FAILED_MESSAGE,
    code: -32603,
    data: { code: "SERVICE_UNAVAILABLE", httpStatus: 503 },
  },
};

let stub: OpenAIStub;
let app: TestApp;
/** The server's warn/error log lines (LOG_LEVEL=warn writes them to stderr as JSON). */
const logged: Record<string, unknown>[] = [];
const stderrWrite = process.stderr.write.bind(process.stderr);

beforeAll(async () => {
  process.stderr.write = ((chunk: string | Uint8Array, ...rest: unknown[]) => {
    const text = typeof chunk === "string" ? chunk : new TextDecoder().decode(chunk);
    if (text.startsWith('{"time":')) {
      for (const line of text.split("\n").filter(Boolean)) logged.push(JSON.parse(line));
      return true;
    }
    return (stderrWrite as (...a: unknown[]) => boolean)(chunk, ...rest);
  }) as typeof process.stderr.write;
  stub = await startOpenAIStub("ok");
  app = await startTestApp({ ...stub.env, OPENAI_TIMEOUT_MS: String(TIMEOUT_MS), LOG_LEVEL: "warn" });
}, 60_000);
afterAll(async () => {
  await app?.stop();
  await stub?.stop();
  process.stderr.write = stderrWrite;
}, 60_000);
beforeEach(async () => {
  await app.rt.database.db.delete(rateLimitCounters);
  stub.mode = "ok";
  stub.requests.length = 0;
  logged.length = 0;
});
afterEach(() => {
  stub.mode = "ok";
});

type Counts = RowCounts & { generated_files: number };
const counts = async (): Promise<Counts> => ({
  ...(await rowCounts(app.rt.database.db)),
  generated_files: generatedFiles(app.dataDir),
});
const charged = async () => (await rowCounts(app.rt.database.db)).ai_generations;

async function timed(path: string, init?: RequestInit) {
  const started = performance.now();
  const res = await fetch(`${app.url}${path}`, init);
  const text = await res.text();
  return { status: res.status, text, ms: performance.now() - started };
}
const generate = (prompt: string) =>
  timed("/trpc/generator.generate", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ prompt, locale: "en" }),
  });

/** The visitor's answer for a failed generation: exactly the spec's message, no provider detail. */
function expectGenerationFailed(answer: { status: number; text: string }) {
  expect(answer.status).toBe(503);
  expectReadableError(answer.status, answer.text);
  expect(JSON.parse(answer.text)).toEqual(FAILED_BODY);
}

/** After a failure, a generation works again and is charged exactly once. */
async function expectRecovered() {
  const before = await counts();
  const ok = await generate("Back in business");
  expect(ok.status).toBe(200);
  expect((JSON.parse(ok.text) as { result: { data: { provider: string } } }).result.data.provider).toBe("openai");
  expect(stub.requests).toHaveLength(1);
  expect(await counts()).toEqual({
    ...before,
    generated_designs: before.generated_designs + 1,
    generated_files: before.generated_files + 1,
    ai_generations: before.ai_generations + 1,
  });
}

describe("the AI provider hangs", () => {
  test("3 visitors get the spec's message within the timeout + 2 s; nothing stored or charged; the site keeps answering", async () => {
    stub.mode = "hang";
    const before = await counts();
    const hung = Promise.all(["A slow rocket", "A slow snail", "A slow river"].map(generate));

    // While the provider holds them, the budget is reserved (so a flood cannot overshoot it) ...
    const deadline = Date.now() + 1_000;
    while (stub.requests.length < 3 && Date.now() < deadline) await Bun.sleep(10);
    expect(stub.requests).toHaveLength(3);
    expect(await charged()).toBe(before.ai_generations + 3);
    // ... and everything else answers at once.
    const others = [
      await timed("/trpc/system.health"),
      await timed("/healthz"),
      await timed("/trpc/waitlist.join", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: "while-hung@example.com" }),
      }),
      await timed("/trpc/auth.me"),
    ];
    for (const other of others) {
      expect(other.status).toBe(200);
      expect(other.ms).toBeLessThan(1_000);
    }

    const answers = await hung;
    for (const answer of answers) {
      expectGenerationFailed(answer);
      expect(answer.ms).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
      expect(answer.ms).toBeLessThan(TIMEOUT_MS + 2_000);
    }
    // The reservations were given back, and no design was stored (the waitlist entry was).
    const after = await counts();
    expect(after.ai_generations).toBe(before.ai_generations);
    expect(after.generated_designs).toBe(before.generated_designs);
    expect(after.generated_files).toBe(before.generated_files);
    expect(after.waitlist_entries).toBe(before.waitlist_entries + 1);

    // What went wrong is in the server log, with the provider and how long it waited.
    const failures = logged.filter((l) => l.msg === "image generation failed");
    expect(failures).toHaveLength(3);
    for (const f of failures) {
      expect(f).toMatchObject({ level: "warn", provider: "openai" });
      expect(String(f.error)).toMatch(/no answer within 1500 ms|timed out/i);
      expect(f.ms as number).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    }
  }, 30_000);

  test("once it answers again, a generation works and is charged once", async () => {
    await expectRecovered();
  });
});

describe("the AI provider is down (connection refused)", () => {
  test("the spec's message at once, nothing stored or charged; details in the log; works again when it is back", async () => {
    const port = Number(new URL(stub.baseUrl).port);
    await stub.stop();
    try {
      const before = await counts();
      const answer = await generate("Nobody home");
      expectGenerationFailed(answer);
      expect(answer.ms).toBeLessThan(2_000);
      expect(await counts()).toEqual(before);
      const failure = logged.find((l) => l.msg === "image generation failed");
      expect(failure).toMatchObject({ level: "warn", provider: "openai" });
      expect(String(failure?.error)).toMatch(/connection/i);
      // A plain retry while it is still down: the same, still nothing charged.
      expectGenerationFailed(await generate("Nobody home"));
      expect(await counts()).toEqual(before);
    } finally {
      stub = await startOpenAIStub("ok", port);
    }
    await expectRecovered();
  }, 30_000);
});

test("no failed generation left a charge behind", async () => {
  const [today] = await app.rt.database.db.select().from(aiUsage);
  // Two recoveries succeeded; every failure gave its reservation back.
  expect(today?.generations).toBe(2);
});
