import type { Runtime } from "../runtime";
import { queueWeeklyReport } from "../services/weekly-report/queue";

/**
 * Checks at start and then every `intervalMs` whether the weekly report is due and not yet queued
 * (decision 0022). Every instance runs this; the database decides which one queues. A check never
 * overlaps the one before (a slow analytics read must not stack up reads). `now` is the clock,
 * injectable for tests. Returns a stop function that waits for a check under way.
 */
export function startWeeklyReports(rt: Runtime, intervalMs: number, now: () => Date = () => new Date()) {
  if (intervalMs <= 0) return async () => {};
  let running: Promise<void> = Promise.resolve();
  let busy = false;
  const check = () => {
    if (busy) return;
    busy = true;
    running = queueWeeklyReport(rt, now())
      .then((outcome) => {
        if (outcome.status === "queued") rt.log.info("weekly report queued", outcome);
      })
      .catch((error) => rt.log.error("weekly report check failed", { error }))
      .finally(() => {
        busy = false;
      });
  };
  const first = setTimeout(check, 0);
  const timer = setInterval(check, intervalMs);
  return async () => {
    clearTimeout(first);
    clearInterval(timer);
    await running;
  };
}
