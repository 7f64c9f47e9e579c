import { writeSync } from "node:fs";

/**
 * The watchdog's own thread (stall-watchdog.ts): it runs while the main thread is blocked. Times are
 * monotonic (performance.now: a wall clock stepped forward is no stall). When this thread's own tick
 * comes late too, the whole process was paused (SIGSTOP, `docker pause`, a host's suspend), not its
 * main thread blocked: the count starts again. It writes its one log line itself, in the logger's
 * JSON shape and synchronously, since the main thread's logger cannot run and the kill follows.
 */
const TICK_MS = 250;
let stallMs = 0;
let lastBeat = performance.now();
let lastTick = performance.now();
globalThis.onmessage = (event: MessageEvent<{ stallMs?: number }>) => {
  if (event.data.stallMs) stallMs = event.data.stallMs;
  lastBeat = performance.now();
};
setInterval(() => {
  const now = performance.now();
  const paused = now - lastTick > TICK_MS + 1_000;
  lastTick = now;
  if (paused) lastBeat = now;
  const blocked = now - lastBeat;
  if (stallMs === 0 || blocked < stallMs) return;
  try {
    writeSync(
      2,
      `${JSON.stringify({
        time: new Date().toISOString(),
        level: "error",
        msg: "event loop blocked: ending the process for the supervisor to restart it",
        blockedMs: Math.round(blocked),
      })}\n`,
    );
  } catch {
    // A closed or full log pipe must not keep the process from ending.
  }
  process.kill(process.pid, "SIGKILL");
}, TICK_MS);
