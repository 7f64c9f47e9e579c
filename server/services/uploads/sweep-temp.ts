import { readdir, rm, stat } from "node:fs/promises";
import { join } from "node:path";
import { UPLOAD_IDLE_MS } from "./receive-uploads";

/**
 * Removes what uploads left in the temp folder when a process died mid-request (each request
 * removes its own folder when it ends). Run at start. A folder something wrote to in the last two
 * idle periods is kept: another instance sharing the data folder may be receiving into it.
 * Answers how many folders were removed.
 */
export async function sweepUploadTemp(tmpDir: string, now = Date.now()): Promise<number> {
  const entries = await readdir(tmpDir).catch(() => [] as string[]);
  let removed = 0;
  for (const entry of entries) {
    const path = join(tmpDir, entry);
    if ((await lastWrite(path)) > now - 2 * UPLOAD_IDLE_MS) continue;
    await rm(path, { recursive: true, force: true });
    removed++;
  }
  return removed;
}

async function lastWrite(path: string): Promise<number> {
  const info = await stat(path).catch(() => null);
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  const files = await readdir(path).catch(() => [] as string[]);
  const times = await Promise.all(
    files.map((f) =>
      stat(join(path, f)).then(
        (s) => s.mtimeMs,
        () => 0,
      ),
    ),
  );
  return Math.max(info.mtimeMs, ...times);
}
