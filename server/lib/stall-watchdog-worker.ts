/**
 * The watchdog's own thread (stall-watchdog.ts): it runs while the main thread is blocked. It writes
 * its one log line itself, in the logger's JSON shape, since the main thread's logger cannot run.
 */
let stallMs = 0;
let lastBeat = Date.now();
globalThis.onmessage = (event: MessageEvent<{ stallMs?: number; beat?: boolean }>) => {
  if (event.data.stallMs) stallMs = event.data.stallMs;
  lastBeat = Date.now();
};
setInterval(() => {
  const blocked = Date.now() - lastBeat;
  if (stallMs === 0 || blocked < stallMs) return;
  process.stderr.write(
    `${JSON.stringify({
      time: new Date().toISOString(),
      level: "error",
      msg: "event loop blocked: ending the process for the supervisor to restart it",
      blockedMs: blocked,
    })}\n`,
  );
  process.kill(process.pid, "SIGKILL");
}, 250);
