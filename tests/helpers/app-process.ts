import { expect } from "bun:test";
import { rmSync } from "node:fs";
import type { DatabaseHandle } from "../../server/db/client";
import { makeTempDir } from "./paths";
import { freePort } from "./ports";
import { spawnServer } from "./server-process";
import { createTestDatabase, type TestDatabase } from "./test-db";

export interface AppProcess {
  url: string;
  dataDir: string;
  /**
   * Reads (or prepares) the server's database from the test at a quiet moment. PostgreSQL serves
   * both processes, so the read is live. An embedded PGlite belongs to one process at a time, so
   * the server is stopped (SIGTERM: it finishes what it acknowledged) and started again around the
   * read, on the same port and data folder; call it only when no request of the test is in flight.
   */
  inspect<T>(read: (db: DatabaseHandle["db"]) => Promise<T>): Promise<T>;
  /** True once the server process has ended (an escaped error shows here, not as a flaky test). */
  exited(): boolean;
  exitCode(): number | null;
  output(): string;
  /**
   * Errors that escaped every handler: the crash guard (server/index.ts) logs them and keeps the
   * process serving, so a live process alone does not show them.
   */
  escaped(): string[];
  stop(): Promise<void>;
}

/**
 * The real server as its own process (`bun server/index.ts`), on a free port, with its own data
 * folder and a fresh database; resolves once /healthz answers 200. An error that escapes a request
 * ends that process, so fault tests assert `exited()` is false at the end instead of losing the
 * test runner. `env` adds settings exactly as the environment would; `database` lets the caller
 * point the server somewhere else (e.g. a proxy) while `inspect` still reaches the database directly.
 */
export async function startAppProcess(
  env: Record<string, string> = {},
  options: { database?: TestDatabase } = {},
): Promise<AppProcess> {
  const dataDir = makeTempDir("app-process");
  const database = options.database ?? (await createTestDatabase(dataDir));
  const shared = Boolean(database.env.DATABASE_URL);
  // On PostgreSQL the test keeps its own connection; PGlite is opened only while the server is stopped.
  const live = shared ? await database.open() : null;
  const port = await freePort();
  const serverEnv = {
    NODE_ENV: "test",
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? "warn",
    ...database.env,
    ...env,
  };
  let earlierOutput = "";
  let server = spawnServer(serverEnv);
  /** Everything the server printed, over its restarts. */
  const allOutput = () => earlierOutput + server.output();
  try {
    await server.ready();
  } catch (error) {
    server.proc.kill();
    await live?.close();
    throw error;
  }
  const halt = async () => {
    server.proc.kill("SIGTERM");
    await Promise.race([server.proc.exited, Bun.sleep(10_000)]);
    if (server.proc.exitCode === null) server.proc.kill("SIGKILL");
    await server.proc.exited;
    // Its last lines may still be in the pipe (bounded: a stray child holding the pipe must not hang the test).
    await Promise.race([server.drained(), Bun.sleep(2_000)]);
    earlierOutput += server.output();
  };
  return {
    url: server.url,
    dataDir,
    async inspect(read) {
      if (live) return read(live.db);
      if (server.proc.exitCode !== null) throw new Error(`the server had exited:\n${server.output().slice(-3000)}`);
      await halt();
      const handle = await database.open();
      try {
        return await read(handle.db);
      } finally {
        await handle.close();
        server = spawnServer(serverEnv);
        await server.ready(60_000);
      }
    },
    exited: () => server.proc.exitCode !== null || server.proc.signalCode !== null,
    exitCode: () => server.proc.exitCode,
    output: allOutput,
    escaped: () =>
      allOutput()
        .split("\n")
        .filter((line) => line.includes("still serving")),
    async stop() {
      await halt();
      await live?.close();
      if (!options.database) await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The server survived: its process runs, and no error escaped to the crash guard. */
export function expectSurvived(app: AppProcess): void {
  const exited = app.exited();
  expect({
    exited,
    code: app.exitCode(),
    escaped: app.escaped(),
    output: exited ? app.output().slice(-3000) : "",
  }).toEqual({ exited: false, code: null, escaped: [], output: "" });
}
