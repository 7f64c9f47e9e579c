import { copyFileSync, existsSync, linkSync, mkdirSync, readdirSync, statSync, unlinkSync, utimesSync } from "node:fs";
import { join } from "node:path";

/** How long a build's code chunks are still served after a newer build replaced them. */
export const ASSET_ARCHIVE_KEEP_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Keeps the code chunks of earlier builds servable after a deploy. A page opened before the deploy
 * loads parts of itself later (a form, a route, the toaster) from chunks named by their content's
 * hash, which the new build no longer has; the image holds only its own. Each start copies the
 * build's assets into a folder of the data folder (same name, same content, so an existing copy is
 * kept) and marks them as current (their modification time); files of earlier builds stay until
 * they have not been current for `keepMs`, then go. Returns what it did; throws only what the
 * caller logs (a read-only or full data folder must not stop the site).
 */
export function archiveAssets(
  buildAssets: string,
  archive: string,
  now = Date.now(),
  keepMs = ASSET_ARCHIVE_KEEP_MS,
): { current: number; older: number; removed: number } {
  if (!existsSync(buildAssets)) return { current: 0, older: 0, removed: 0 };
  mkdirSync(archive, { recursive: true });
  const current = new Set(
    readdirSync(buildAssets, { withFileTypes: true }).flatMap((e) => (e.isFile() ? [e.name] : [])),
  );
  const seconds = now / 1000;
  for (const name of current) {
    const copy = join(archive, name);
    if (!existsSync(copy)) keep(join(buildAssets, name), copy);
    utimesSync(copy, seconds, seconds);
  }
  let older = 0;
  let removed = 0;
  for (const name of readdirSync(archive)) {
    if (current.has(name)) continue;
    const path = join(archive, name);
    if (statSync(path).mtimeMs < now - keepMs) {
      unlinkSync(path);
      removed += 1;
    } else older += 1;
  }
  return { current: current.size, older, removed };
}

/**
 * A hard link where the build and the data folder share a file system (no second copy; a new build
 * writes new files, so the link keeps the old content), else a copy (a Docker volume).
 */
function keep(from: string, to: string): void {
  try {
    linkSync(from, to);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "EEXIST") return;
    if (code !== "EXDEV" && code !== "EPERM" && code !== "ENOTSUP") throw error;
    copyFileSync(from, to);
  }
}
