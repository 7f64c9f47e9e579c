import { expect, test } from "bun:test";
import { aiReservations, aiUsage } from "../../drizzle/schema";
import { releaseStaleAiReservations, STALE_AFTER_TIMEOUT_MS } from "../../server/jobs/stale-ai-reservations";
import { createLogger } from "../../server/logger";
import { startOpenAIStub } from "../helpers/openai-stub";
import { makeTempDir } from "../helpers/paths";
import { freePort } from "../helpers/ports";
import { spawnServer } from "../helpers/server-process";
import { createTestDatabase } from "../helpers/test-db";

/**
 * kill -9 while a generation waits on the AI provider (a stub that never answers): the day's budget
 * stays reserved, with a reservation row; once the provider's timeout (plus a minute) has passed,
 * the housekeeping job gives it back, once, however many instances run it. Before, the charge
 * stayed for the whole day.
 */
test("a generation cut by kill -9 gives its budget back after the provider's timeout", async () => {
  const stub = await startOpenAIStub("hang");
  const dataDir = makeTempDir("ai-reservations");
  const database = await createTestDatabase(dataDir);
  const port = await freePort();
  const timeoutMs = 5_000;
  const server = spawnServer({
    ...database.env,
    ...stub.env,
    OPENAI_API_KEY: "sk-test",
    OPENAI_BASE_URL: stub.baseUrl,
    OPENAI_TIMEOUT_MS: String(timeoutMs),
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: "error",
  });
  try {
    await server.ready(60_000);
    void fetch(`${server.url}/trpc/generator.generate`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ prompt: "a fox with a headband", locale: "en" }),
    }).catch(() => {});
    for (let i = 0; i < 100 && stub.requests.length === 0; i++) await Bun.sleep(50);
    expect(stub.requests.length).toBe(1);
    server.proc.kill("SIGKILL");
    await server.proc.exited;
  } finally {
    server.proc.kill("SIGKILL");
    await stub.stop();
  }

  const handle = await database.open();
  try {
    const db = handle.db;
    expect((await db.select().from(aiUsage))[0]?.generations).toBe(1);
    expect(await db.select().from(aiReservations)).toHaveLength(1);
    const log = createLogger("error");
    // Not yet stale: still charged.
    expect(await releaseStaleAiReservations(db, timeoutMs, log)).toBe(0);
    expect((await db.select().from(aiUsage))[0]?.generations).toBe(1);
    // Past the timeout and the margin: given back once, even by three sweepers at the same time.
    const later = Date.now() + timeoutMs + STALE_AFTER_TIMEOUT_MS + 1_000;
    const released = await Promise.all([1, 2, 3].map(() => releaseStaleAiReservations(db, timeoutMs, log, later)));
    expect(released.reduce((a, b) => a + b, 0)).toBe(1);
    expect((await db.select().from(aiUsage))[0]).toMatchObject({ generations: 0, costMicroUsd: 0 });
    expect(await db.select().from(aiReservations)).toHaveLength(0);
  } finally {
    await handle.close();
  }
}, 120_000);
