import { mkdirSync, mkdtempSync } from "node:fs";
import { join, resolve } from "node:path";

export const projectRoot = resolve(import.meta.dir, "../..");
/** Scratch space for test runs, inside the project (ignored by git) so it is easy to find and clean. */
export const tmpRoot = join(projectRoot, ".tmp");

export function makeTempDir(prefix: string): string {
  mkdirSync(tmpRoot, { recursive: true });
  return mkdtempSync(join(tmpRoot, `${prefix}-`));
}
