import { join } from "node:path";
import type { Subprocess } from "bun";
import { projectRoot } from "./paths";

export interface ServerProcess {
  proc: Subprocess<"ignore", "pipe", "pipe">;
  url: string;
  output(): string;
  /**
   * Resolves once both output pipes are read to their end: after the process exits, its last lines
   * may still be in the pipe, so a test that reads the output after `exited` awaits this first.
   */
  drained(): Promise<void>;
  /** Waits until GET /healthz answers, or throws with the server's output. */
  ready(timeoutMs?: number): Promise<void>;
}

/**
 * PROF_DIR=<dir>: the server writes a CPU profile there when it exits (Bun's --cpu-prof-md, a
 * Markdown table of the hottest functions), e.g. `PROF_DIR=/tmp/prof BENCH_ONLY=ingest bun run
 * bench:analytics` for the ingest path.
 */
const profileFlags = () => (process.env.PROF_DIR ? ["--cpu-prof-md", `--cpu-prof-dir=${process.env.PROF_DIR}`] : []);

/** Starts `bun server/index.ts` as its own process, as `bun run start` does after building. */
export function spawnServer(env: Record<string, string>): ServerProcess {
  const proc = Bun.spawn(["bun", ...profileFlags(), join(projectRoot, "server/index.ts")], {
    cwd: projectRoot,
    // NODE_ENV production, as `bun run start` sets it, unless the caller says otherwise.
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "",
      LOG_LEVEL: "info",
      NODE_ENV: "production",
      // No weekly report unless a test asks for one: its mails would change other tests' counts.
      WEEKLY_REPORT_CHECK_SECONDS: "0",
      ...env,
    },
    stdin: "ignore",
    stdout: "pipe",
    stderr: "pipe",
  });
  let out = "";
  const collect = async (stream: ReadableStream<Uint8Array>) => {
    for await (const chunk of stream) out += new TextDecoder().decode(chunk);
  };
  const drained = Promise.all([collect(proc.stdout), collect(proc.stderr)]).then(() => undefined);
  const url = `http://127.0.0.1:${env.PORT}`;
  return {
    proc,
    url,
    output: () => out,
    drained: () => drained,
    async ready(timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        if (proc.exitCode !== null) throw new Error(`server exited early:\n${out}`);
        const res = await fetch(`${url}/healthz`).catch(() => null);
        if (res?.ok) return;
        await Bun.sleep(50);
      }
      throw new Error(`server not ready in ${timeoutMs} ms:\n${out}`);
    },
  };
}
