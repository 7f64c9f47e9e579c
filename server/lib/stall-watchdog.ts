import type { Logger } from "../logger";

/**
 * Ends the process when its event loop has been blocked for `stallMs`: a request that keeps the one
 * JavaScript thread busy (a loop that never ends, as the red team's year-1 dashboard range did)
 * stops the whole site, and nothing on that thread can notice. A worker thread, which runs on,
 * expects a beat every second; when none has come for `stallMs` it logs and kills the process
 * (SIGKILL: the blocked thread could run no exit handler anyway), so the supervisor (Docker's
 * restart policy, systemd) starts a fresh one. Nothing acknowledged is lost: every write is durable
 * before it is acknowledged, and that holds under kill -9 (docs/operations.md).
 */
export function startStallWatchdog(stallMs: number, log: Logger): void {
  const worker = new Worker(new URL("./stall-watchdog-worker.ts", import.meta.url).href);
  worker.postMessage({ stallMs });
  // Any message is a beat. Neither keeps an otherwise finished process alive.
  setInterval(() => worker.postMessage({}), 1_000).unref();
  (worker as Worker & { unref(): void }).unref();
  log.info("stall watchdog on", { stallMs });
}
