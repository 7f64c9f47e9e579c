import { describe, expect, test } from "bun:test";

/**
 * The stall watchdog (server/lib/stall-watchdog.ts), in processes of its own: one whose event loop
 * blocks for good is ended by SIGKILL after the stall, with its log line; one that only blocks for
 * moments, as real work does, and one that finishes, are left alone.
 */
const WATCHDOG = JSON.stringify(`${import.meta.dir}/../../server/lib/stall-watchdog.ts`);
const LOGGER = JSON.stringify(`${import.meta.dir}/../../server/logger.ts`);

async function run(body: string, timeoutMs = 30_000) {
  const script = `import { startStallWatchdog } from ${WATCHDOG};
    import { createLogger } from ${LOGGER};
    startStallWatchdog(2_000, createLogger("silent"));
    ${body}`;
  const started = Date.now();
  const child = Bun.spawn([process.execPath, "-e", script], { stdout: "pipe", stderr: "pipe" });
  const timer = setTimeout(() => child.kill("SIGTERM"), timeoutMs);
  await child.exited;
  clearTimeout(timer);
  return {
    ms: Date.now() - started,
    signal: child.signalCode,
    code: child.exitCode,
    stdout: await new Response(child.stdout).text(),
    stderr: await new Response(child.stderr).text(),
  };
}

describe("the stall watchdog", () => {
  test("a loop that never ends is ended after the stall, with one log line", async () => {
    const r = await run(`setTimeout(() => { for (;;) {} }, 500);`);
    // Ended by the watchdog's SIGKILL, not by this test's SIGTERM after 30 s.
    expect({ signal: r.signal, ended: r.ms < 20_000 }).toEqual({ signal: "SIGKILL", ended: true });
    const line = JSON.parse(r.stderr.trim().split("\n").at(-1) ?? "{}") as {
      level?: string;
      msg?: string;
      blockedMs?: number;
    };
    expect(line.level).toBe("error");
    expect(line.msg).toContain("event loop blocked");
    expect(line.blockedMs).toBeGreaterThanOrEqual(2_000);
  }, 40_000);

  test("blocking for moments, again and again, is no stall; a finished process exits by itself", async () => {
    const r = await run(`
      let rounds = 0;
      const work = setInterval(() => {
        const until = Date.now() + 400;
        while (Date.now() < until) {}
        if (++rounds === 12) { clearInterval(work); console.log("done"); }
      }, 50);`);
    expect({ signal: r.signal, code: r.code, stdout: r.stdout.trim() }).toEqual({
      signal: null,
      code: 0,
      stdout: "done",
    });
  }, 40_000);
});
