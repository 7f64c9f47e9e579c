import { describe, expect, test } from "bun:test";
import { ConfigError, parseConfig } from "./config";

describe("parseConfig", () => {
  test("an empty environment gives working embedded defaults", () => {
    const c = parseConfig({});
    expect(c.port).toBe(3000);
    expect(c.database.url).toBeUndefined();
    expect(c.database.pgliteDir.endsWith("/data/pglite")).toBe(true);
    expect(c.storage.kind).toBe("local");
    expect(c.mail.smtpUrl).toBeUndefined();
    expect(c.ai.openaiApiKey).toBeUndefined();
  });

  test("a non-numeric PORT is refused with a message naming it", () => {
    expect(() => parseConfig({ PORT: "abc" })).toThrow(ConfigError);
    expect(() => parseConfig({ PORT: "abc" })).toThrow(/^Invalid setting PORT: .*\(got "abc"\)$/);
  });

  test("a malformed DATABASE_URL is refused without echoing it", () => {
    let message = "";
    try {
      parseConfig({ DATABASE_URL: "mysql://user:hunter2@host/db" });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toStartWith("Invalid setting DATABASE_URL: must be a URL starting with postgres://");
    expect(message).not.toContain("hunter2");
  });

  test("S3 settings switch storage to S3 with path-style addressing for custom endpoints", () => {
    const c = parseConfig({ S3_ENDPOINT: "http://127.0.0.1:9000", S3_ACCESS_KEY_ID: "a", S3_SECRET_ACCESS_KEY: "b" });
    expect(c.storage).toMatchObject({ kind: "s3", bucket: "contact-attachments", forcePathStyle: true });
  });

  test("the storage deadline defaults to 15 s and must be a number of ms between 1 s and 5 min", () => {
    const s3 = { S3_ENDPOINT: "http://127.0.0.1:9000" };
    expect(parseConfig(s3).storage).toMatchObject({ kind: "s3", timeoutMs: 15_000 });
    expect(parseConfig({ ...s3, S3_TIMEOUT_MS: "2000" }).storage).toMatchObject({ timeoutMs: 2_000 });
    for (const bad of ["soon", "999", "1.5", "-1", "300001"])
      expect(() => parseConfig({ ...s3, S3_TIMEOUT_MS: bad })).toThrow(/^Invalid setting S3_TIMEOUT_MS: /);
  });

  test("the database deadline follows the statement timeout unless set, and must be a number of ms", () => {
    expect(parseConfig({}).database.deadlineMs).toBe(20_000);
    expect(parseConfig({ DATABASE_STATEMENT_TIMEOUT_MS: "3000" }).database.deadlineMs).toBe(8_000);
    expect(parseConfig({ DATABASE_DEADLINE_MS: "2500" }).database.deadlineMs).toBe(2_500);
    for (const bad of ["soon", "50", "1.5", "-1"])
      expect(() => parseConfig({ DATABASE_DEADLINE_MS: bad })).toThrow(/^Invalid setting DATABASE_DEADLINE_MS: /);
  });

  test("the stall watchdog waits 60 s by default; 0 turns it off; under 5 s or no number is refused", () => {
    expect(parseConfig({}).stallWatchdogMs).toBe(60_000);
    expect(parseConfig({ STALL_WATCHDOG_SECONDS: "0" }).stallWatchdogMs).toBe(0);
    expect(parseConfig({ STALL_WATCHDOG_SECONDS: "120" }).stallWatchdogMs).toBe(120_000);
    for (const bad of ["1", "4", "3601", "-5", "2.5", "soon"])
      expect(() => parseConfig({ STALL_WATCHDOG_SECONDS: bad })).toThrow(/^Invalid setting STALL_WATCHDOG_SECONDS: /);
  });

  test("empty values fall back to defaults", () => {
    expect(parseConfig({ PORT: "", DATABASE_URL: "" }).port).toBe(3000);
  });

  test("a short AUTH_SECRET is refused", () => {
    expect(() => parseConfig({ AUTH_SECRET: "short" })).toThrow(/^Invalid setting AUTH_SECRET/);
  });

  test("analytics go through the shared PostgreSQL log with DATABASE_URL, straight into DuckDB without", () => {
    expect(parseConfig({}).analytics.sharedLog).toBe(false);
    expect(parseConfig({ DATABASE_URL: "postgres://u@h/db" }).analytics.sharedLog).toBe(true);
    expect(parseConfig({ DATABASE_URL: "postgres://u@h/db", ANALYTICS_LOG: "off" }).analytics.sharedLog).toBe(false);
    expect(() => parseConfig({ ANALYTICS_LOG: "on" })).toThrow(/^Invalid setting ANALYTICS_LOG: on needs DATABASE_URL/);
  });

  test("DuckDB's threads and memory limit come from ANALYTICS_THREADS and ANALYTICS_MEMORY_LIMIT", () => {
    expect(parseConfig({}).analytics).toMatchObject({ threads: 0, memoryLimit: "2GB" });
    expect(parseConfig({ ANALYTICS_THREADS: "2", ANALYTICS_MEMORY_LIMIT: "512MB" }).analytics).toMatchObject({
      threads: 2,
      memoryLimit: "512MB",
    });
    expect(() => parseConfig({ ANALYTICS_MEMORY_LIMIT: "lots" })).toThrow(/^Invalid setting ANALYTICS_MEMORY_LIMIT/);
    expect(() => parseConfig({ ANALYTICS_THREADS: "-1" })).toThrow(/^Invalid setting ANALYTICS_THREADS/);
  });

  test("DuckDB's checkpoint threshold comes from ANALYTICS_CHECKPOINT_SIZE (256MB unless set)", () => {
    expect(parseConfig({}).analytics.checkpointThreshold).toBe("256MB");
    expect(parseConfig({ ANALYTICS_CHECKPOINT_SIZE: "64MB" }).analytics.checkpointThreshold).toBe("64MB");
    for (const bad of ["big", "64", "-1MB", "64 PB"])
      expect(() => parseConfig({ ANALYTICS_CHECKPOINT_SIZE: bad })).toThrow(
        /^Invalid setting ANALYTICS_CHECKPOINT_SIZE/,
      );
  });

  test("the AI generator: offline without a key, OpenAI with one, budget settings in micro-USD", () => {
    const offline = parseConfig({});
    expect(offline.ai).toMatchObject({
      provider: "offline",
      model: "gpt-image-1",
      size: "1024x1024",
      timeoutMs: 60_000,
      dailyGenerations: 500,
      dailyBudgetMicroUsd: 20_000_000,
      openaiImageCostMicroUsd: 40_000,
    });
    expect(parseConfig({ OPENAI_API_KEY: "sk-x" }).ai.provider).toBe("openai");
    expect(parseConfig({ OPENAI_API_KEY: "sk-x", AI_PROVIDER: "offline" }).ai.provider).toBe("offline");
    expect(() => parseConfig({ AI_PROVIDER: "openai" })).toThrow(
      /^Invalid setting AI_PROVIDER: openai needs OPENAI_API_KEY$/,
    );
    expect(() => parseConfig({ OPENAI_IMAGE_SIZE: "huge" })).toThrow(/^Invalid setting OPENAI_IMAGE_SIZE/);
    expect(parseConfig({ AI_DAILY_BUDGET_USD: "2.5", OPENAI_IMAGE_COST_USD: "0.167" }).ai).toMatchObject({
      dailyBudgetMicroUsd: 2_500_000,
      openaiImageCostMicroUsd: 167_000,
    });
  });
});
