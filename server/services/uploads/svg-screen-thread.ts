import type { SvgVerdict } from "./svg-screen";

/**
 * Screens SVG uploads on a thread of their own. Parsing a valid 10 MB SVG (the size limit) takes
 * seconds of CPU and a gigabyte of memory; on the main thread it held every other request for that
 * long, five files per upload. Here the site answers meanwhile. Files are screened one at a time, in
 * the order they came: a flood of SVGs slows SVG uploads, not the site. A file that takes longer
 * than `deadlineMs` is refused and the thread replaced (whatever its parser was doing ends with it);
 * the files behind it are screened by the new one.
 */
export const SVG_SCREEN_DEADLINE_MS = 30_000;
const TOO_SLOW: SvgVerdict = { ok: false, reason: "The SVG file is too complex to be checked" };
const NOT_CHECKED: SvgVerdict = { ok: false, reason: "The SVG file could not be checked" };

type Job = { id: number; bytes: Uint8Array; deadlineMs: number; resolve: (verdict: SvgVerdict) => void };

let worker: Worker | null = null;
let nextId = 0;
const waiting: Job[] = [];
let current: { job: Job; timer: ReturnType<typeof setTimeout> } | null = null;

function thread(): Worker {
  if (worker) return worker;
  const created = new Worker(new URL("./svg-screen-worker.ts", import.meta.url).href);
  created.onmessage = (event: MessageEvent<{ id: number; verdict: SvgVerdict }>) => {
    if (current?.job.id === event.data.id) finish(event.data.verdict);
  };
  created.onerror = () => {
    replaceThread();
    finish(NOT_CHECKED);
  };
  // An idle screen keeps no process alive.
  (created as Worker & { unref(): void }).unref();
  worker = created;
  return created;
}

function replaceThread(): void {
  worker?.terminate();
  worker = null;
}

/** Answers the file being screened and starts the next. */
function finish(verdict: SvgVerdict): void {
  if (!current) return;
  clearTimeout(current.timer);
  const { job } = current;
  current = null;
  job.resolve(verdict);
  next();
}

function next(): void {
  if (current) return;
  const job = waiting.shift();
  if (!job) return;
  const timer = setTimeout(() => {
    replaceThread();
    finish(TOO_SLOW);
  }, job.deadlineMs);
  current = { job, timer };
  try {
    // Copied (a few milliseconds for 10 MB): some buffers cannot be moved to another thread.
    thread().postMessage({ id: job.id, bytes: job.bytes });
  } catch {
    finish(NOT_CHECKED);
  }
}

/** The screen's verdict on an SVG file's bytes (svg-screen.ts), off the main thread. */
export function screenSvgOffThread(bytes: Uint8Array, deadlineMs = SVG_SCREEN_DEADLINE_MS): Promise<SvgVerdict> {
  return new Promise((resolve) => {
    waiting.push({ id: nextId++, bytes, deadlineMs, resolve });
    next();
  });
}
