import { rmSync } from "node:fs";
import type { DatabaseHandle } from "../../server/db/client";
import { makeTempDir } from "./paths";
import { freePort } from "./ports";
import { spawnServer } from "./server-process";
import { createTestDatabase, type TestDatabase } from "./test-db";

export interface AppProcess {
  url: string;
  dataDir: string;
  /** The same database the server uses, opened directly by the test (to check rows). */
  db: DatabaseHandle["db"];
  /** True once the server process has ended (an escaped error shows here, not as a flaky test). */
  exited(): boolean;
  exitCode(): number | null;
  output(): string;
  stop(): Promise<void>;
}

/**
 * The real server as its own process (`bun server/index.ts`), on a free port, with its own data
 * folder and a fresh database; resolves once /healthz answers 200. An error that escapes a request
 * ends that process, so fault tests assert `exited()` is false at the end instead of losing the
 * test runner. `env` adds settings exactly as the environment would; `database` lets the caller
 * point the server somewhere else (e.g. a proxy) while `db` still reaches the database directly.
 */
export async function startAppProcess(
  env: Record<string, string> = {},
  options: { database?: TestDatabase } = {},
): Promise<AppProcess> {
  const dataDir = makeTempDir("app-process");
  const database = options.database ?? (await createTestDatabase(dataDir));
  const handle = await database.open();
  const port = await freePort();
  const server = spawnServer({
    NODE_ENV: "test",
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? "warn",
    ...database.env,
    ...env,
  });
  try {
    await server.ready();
  } catch (error) {
    server.proc.kill();
    await handle.close();
    throw error;
  }
  return {
    url: server.url,
    dataDir,
    db: handle.db,
    exited: () => server.proc.exitCode !== null || server.proc.signalCode !== null,
    exitCode: () => server.proc.exitCode,
    output: server.output,
    async stop() {
      server.proc.kill("SIGTERM");
      await Promise.race([server.proc.exited, Bun.sleep(10_000)]);
      if (server.proc.exitCode === null) server.proc.kill("SIGKILL");
      await handle.close();
      if (!options.database) await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
