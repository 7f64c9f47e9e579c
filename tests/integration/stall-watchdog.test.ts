import { describe, expect, test } from "bun:test";

/**
 * The stall watchdog (server/lib/stall-watchdog.ts), in processes of its own: one whose event loop
 * blocks for good is ended by SIGKILL after the stall, with its log line; one that only blocks for
 * moments, as real work does, one paused as a whole, and one that finishes, are left alone.
 */
const WATCHDOG = JSON.stringify(`${import.meta.dir}/../../server/lib/stall-watchdog.ts`);
const LOGGER = JSON.stringify(`${import.meta.dir}/../../server/logger.ts`);

async function run(body: string, meanwhile?: (child: ReturnType<typeof Bun.spawn>) => Promise<void>) {
  const script = `import { startStallWatchdog } from ${WATCHDOG};
    import { createLogger } from ${LOGGER};
    startStallWatchdog(3_000, createLogger("silent"));
    ${body}`;
  const started = Date.now();
  const child = Bun.spawn([process.execPath, "-e", script], { stdout: "pipe", stderr: "pipe" });
  const timer = setTimeout(() => child.kill("SIGTERM"), 30_000);
  await meanwhile?.(child);
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
    expect(line.blockedMs).toBeGreaterThanOrEqual(3_000);
  }, 40_000);

  test("blocking for moments, again and again, is no stall; a finished process exits by itself", async () => {
    const r = await run(`
      let rounds = 0;
      const work = setInterval(() => {
        const until = Date.now() + 200;
        while (Date.now() < until) {}
        if (++rounds === 12) { clearInterval(work); console.log("done"); }
      }, 50);`);
    expect({ signal: r.signal, code: r.code, stdout: r.stdout.trim() }).toEqual({
      signal: null,
      code: 0,
      stdout: "done",
    });
  }, 40_000);

  // The whole process stopped (SIGSTOP, `docker pause`, a host's suspend) for longer than the stall:
  // its main thread was never blocked, so it runs on when continued.
  test("a process paused as a whole and continued is no stall", async () => {
    const r = await run(`setTimeout(() => console.log("done"), 9_000);`, async (child) => {
      await Bun.sleep(1_000);
      child.kill("SIGSTOP");
      await Bun.sleep(5_000);
      child.kill("SIGCONT");
    });
    expect({ signal: r.signal, code: r.code, stdout: r.stdout.trim() }).toEqual({
      signal: null,
      code: 0,
      stdout: "done",
    });
  }, 40_000);
});
