import type { SvgVerdict } from "./svg-screen";

/**
 * Screens SVG uploads on a thread of their own. Parsing a valid 10 MB SVG (the size limit) takes
 * seconds of CPU and a gigabyte of memory; on the main thread it held every other request for that
 * long, five files per upload. Here the site answers meanwhile; files wait their turn in one queue,
 * so a flood of SVGs slows SVG uploads, not the site. A file that takes longer than `deadlineMs` is
 * refused and the thread is replaced (whatever its parser was doing ends with it).
 */
export const SVG_SCREEN_DEADLINE_MS = 30_000;
const TOO_SLOW: SvgVerdict = { ok: false, reason: "The SVG file is too complex to be checked" };
const NOT_CHECKED: SvgVerdict = { ok: false, reason: "The SVG file could not be checked" };

type Job = { resolve: (verdict: SvgVerdict) => void; timer: ReturnType<typeof setTimeout> };

let worker: Worker | null = null;
let nextId = 0;
const jobs = new Map<number, Job>();

function thread(): Worker {
  if (worker) return worker;
  const created = new Worker(new URL("./svg-screen-worker.ts", import.meta.url).href);
  created.onmessage = (event: MessageEvent<{ id: number; verdict: SvgVerdict }>) => {
    const job = jobs.get(event.data.id);
    if (!job) return;
    jobs.delete(event.data.id);
    clearTimeout(job.timer);
    job.resolve(event.data.verdict);
  };
  created.onerror = () => replace(NOT_CHECKED);
  // An idle screen keeps no process alive.
  (created as Worker & { unref(): void }).unref();
  worker = created;
  return created;
}

/** Ends the thread and answers every file waiting on it with `verdict`. */
function replace(verdict: SvgVerdict): void {
  worker?.terminate();
  worker = null;
  for (const [id, job] of jobs) {
    clearTimeout(job.timer);
    jobs.delete(id);
    job.resolve(verdict);
  }
}

/** The screen's verdict on an SVG file's bytes (svg-screen.ts), off the main thread. */
export function screenSvgOffThread(bytes: Uint8Array, deadlineMs = SVG_SCREEN_DEADLINE_MS): Promise<SvgVerdict> {
  const id = nextId++;
  return new Promise((resolve) => {
    const timer = setTimeout(() => replace(TOO_SLOW), deadlineMs);
    jobs.set(id, { resolve, timer });
    try {
      // Copied (a few milliseconds for 10 MB): some buffers cannot be moved to another thread.
      thread().postMessage({ id, bytes });
    } catch {
      clearTimeout(timer);
      jobs.delete(id);
      resolve(NOT_CHECKED);
    }
  });
}
