import { rmSync } from "node:fs";
import { createTRPCClient, httpBatchLink } from "@trpc/client";
import { parseConfig } from "../../server/config";
import { createLogger } from "../../server/logger";
import { createRuntime, type Runtime } from "../../server/runtime";
import { startServer } from "../../server/server";
import type { AppRouter } from "../../server/trpc/router";
import { makeTempDir } from "./paths";
import { freePort } from "./ports";
import { createTestDatabase } from "./test-db";

export interface TestApp {
  url: string;
  rt: Runtime;
  dataDir: string;
  /** A typed client, optionally sending a cookie or extra headers with every call. */
  client(headers?: Record<string, string>): ReturnType<typeof createTRPCClient<AppRouter>>;
  stop(): Promise<void>;
}

/**
 * The real server, in this process, on a free port, with its own data folder and a fresh database.
 * `env` adds settings exactly as the environment would (e.g. S3_ENDPOINT, SMTP_URL).
 */
export async function startTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = makeTempDir("app");
  const database = await createTestDatabase(dataDir);
  const port = await freePort();
  const settings: Record<string, string> = {
    NODE_ENV: "test",
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? "silent",
    // No weekly report unless a test asks for one: its mails would change other tests' counts.
    WEEKLY_REPORT_CHECK_SECONDS: "0",
    ...database.env,
    ...env,
  };
  // PUBLIC_URL: "" starts the app as `bun run start` does with no settings (no PUBLIC_URL at all).
  if (settings.PUBLIC_URL === "") delete settings.PUBLIC_URL;
  const config = parseConfig(settings);
  const rt = await createRuntime(config, createLogger(config.logLevel));
  const server = startServer(rt, { port, hostname: "127.0.0.1" });
  const url = config.publicUrl ?? `http://127.0.0.1:${port}`;
  return {
    url,
    rt,
    dataDir,
    client: (headers = {}) =>
      createTRPCClient<AppRouter>({ links: [httpBatchLink({ url: `${url}/trpc`, headers: () => headers })] }),
    async stop() {
      await server.stop(200);
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
