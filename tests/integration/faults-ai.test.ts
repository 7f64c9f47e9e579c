import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from "bun:test";
import { DAILY_LIMIT_MESSAGE, GENERATION_FAILED_MESSAGE } from "../../server/services/generator/generate-design";
import { type AppProcess, expectSurvived, startAppProcess } from "../helpers/app-process";
import { expectReadableError, generatedFiles, type RowCounts, rowCounts } from "../helpers/hostile";
import { type OpenAIStub, startOpenAIStub } from "../helpers/openai-stub";
import { until } from "../helpers/until";

/**
 * Fault: the AI provider hangs (accepts the request, never answers) or is down (connection
 * refused), through the real `openai` SDK against a loopback stub of the images API. The server
 * runs as its own process, so an error escaping the SDK (outside a request's promise chain) ends
 * it or reaches the crash guard, and the check after each test fails.
 * Invariant: the visitor gets the spec's message (503, safe to retry) within the timeout plus 2 s,
 * nothing is stored or charged, the details are in the server log only, the rest of the site keeps
 * answering, and once the provider is back a generation works and is charged once.
 * An error or empty answer, one hung call, and the cost budget: generator-openai.test.ts.
 */

const TIMEOUT_MS = 1500;
/** Three generations a day: three hung ones hold the whole budget while they wait. */
const DAILY_GENERATIONS = 3;
const FAILED_BODY = {
  error: {
    message: GENERATION_FAILED_MESSAGE,
    code: -32603,
    data: { code: "SERVICE_UNAVAILABLE", httpStatus: 503 },
  },
};

let stub: OpenAIStub;
let app: AppProcess;
/** How much of the server's output the current test has not looked at yet. */
let seen = 0;
/** The server's warn/error log lines (JSON) written since the test began. */
const logged = (): Record<string, unknown>[] =>
  app
    .output()
    .slice(seen)
    .split("\n")
    .filter((line) => line.startsWith('{"time":'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
/** The provider failures logged since the test began (the line may arrive after the answer). */
const failuresLogged = () => logged().filter((l) => l.msg === "image generation failed");

beforeAll(async () => {
  stub = await startOpenAIStub("ok");
  app = await startAppProcess({
    ...stub.env,
    OPENAI_TIMEOUT_MS: String(TIMEOUT_MS),
    AI_DAILY_GENERATIONS: String(DAILY_GENERATIONS),
    TRUST_PROXY_HOPS: "1",
    LOG_LEVEL: "warn",
  });
}, 60_000);
afterAll(async () => {
  await app?.stop();
  await stub?.stop();
}, 60_000);
beforeEach(() => {
  stub.mode = "ok";
  stub.requests.length = 0;
  seen = app.output().length;
});
afterEach(() => {
  stub.mode = "ok";
  expectSurvived(app);
});

/** Each request comes from its own address, so the per-IP limits stay out of the way. */
let ip = 0;
async function timed(path: string, init: RequestInit = {}) {
  const started = performance.now();
  const res = await fetch(`${app.url}${path}`, {
    ...init,
    headers: { ...(init.headers as Record<string, string>), "x-forwarded-for": `10.11.0.${++ip}` },
  });
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

/** After a failure, a generation works again and is charged exactly once (one design file more). */
async function expectRecovered() {
  const files = generatedFiles(app.dataDir);
  const ok = await generate("Back in business");
  expect(ok.status).toBe(200);
  expect((JSON.parse(ok.text) as { result: { data: { provider: string } } }).result.data.provider).toBe("openai");
  expect(stub.requests).toHaveLength(1);
  expect(generatedFiles(app.dataDir)).toBe(files + 1);
}

describe("the AI provider hangs", () => {
  test("3 visitors get the spec's message within the timeout + 2 s; nothing stored or charged; the site keeps answering", async () => {
    stub.mode = "hang";
    const files = generatedFiles(app.dataDir);
    const hung = Promise.all(["A slow rocket", "A slow snail", "A slow river"].map(generate));

    // While the provider holds them, the budget is reserved (so a flood cannot overshoot it) ...
    await until(() => stub.requests.length >= 3, 1_000, 10);
    expect(stub.requests).toHaveLength(3);
    const fourth = await generate("One too many");
    expect(fourth.status).toBe(429);
    expect(fourth.text).toContain(DAILY_LIMIT_MESSAGE);
    expect(stub.requests).toHaveLength(3);
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
    // No design was stored (the last test checks the rows and the charges).
    expect(generatedFiles(app.dataDir)).toBe(files);

    // What went wrong is in the server log, with the provider and how long it waited.
    await until(() => failuresLogged().length >= 3, 2_000);
    const failures = failuresLogged();
    expect(failures).toHaveLength(3);
    for (const f of failures) {
      expect(f).toMatchObject({ level: "warn", provider: "openai" });
      expect(String(f.error)).toMatch(/no answer within 1500 ms|timed out/i);
      expect(f.ms as number).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    }
  }, 30_000);

  test("once it answers again, a generation works (the hung ones gave their budget back)", async () => {
    await expectRecovered();
  });
});

describe("the AI provider is down (connection refused)", () => {
  test("the spec's message at once, nothing stored or charged; details in the log; works again when it is back", async () => {
    const port = Number(new URL(stub.baseUrl).port);
    await stub.stop();
    try {
      const files = generatedFiles(app.dataDir);
      const answer = await generate("Nobody home");
      expectGenerationFailed(answer);
      expect(answer.ms).toBeLessThan(2_000);
      expect(generatedFiles(app.dataDir)).toBe(files);
      await until(() => failuresLogged().length >= 1, 2_000);
      const failure = failuresLogged()[0];
      expect(failure).toMatchObject({ level: "warn", provider: "openai" });
      expect(String(failure?.error)).toMatch(/connection/i);
      // A plain retry while it is still down: the same, still nothing charged.
      expectGenerationFailed(await generate("Nobody home"));
      expect(generatedFiles(app.dataDir)).toBe(files);
    } finally {
      stub = await startOpenAIStub("ok", port);
    }
    await expectRecovered();
  }, 30_000);
});

test("no failed generation left a charge or a row behind", async () => {
  const counts: RowCounts = await app.inspect(rowCounts);
  // Two recoveries succeeded; every failure gave its reservation back and stored nothing.
  expect({
    charged: counts.ai_generations,
    designs: counts.generated_designs,
    waitlist: counts.waitlist_entries,
  }).toEqual({
    charged: 2,
    designs: 2,
    waitlist: 1,
  });
  expect(generatedFiles(app.dataDir)).toBe(2);
});
