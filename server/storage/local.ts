import { constants } from "node:fs";
import { copyFile, mkdir, rm, stat, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { assertSafeKey, type FileStorage, type PutBody } from "./types";

export function createLocalStorage(dir: string): FileStorage {
  const pathOf = (key: string) => {
    assertSafeKey(key);
    return join(dir, key);
  };
  return {
    kind: "local",
    async put(key: string, body: PutBody, contentType: string) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Exclusive create: fail if the key exists, so an object is never overwritten.
      if (body instanceof Uint8Array) await writeFile(path, body, { flag: "wx" });
      else await copyFile(body.path, path, constants.COPYFILE_EXCL);
      await writeFile(`${path}.type`, contentType, { flag: "w" });
    },
    async get(key: string) {
      const path = pathOf(key);
      const file = Bun.file(path);
      if (!(await file.exists())) return null;
      const typeFile = Bun.file(`${path}.type`);
      const contentType = (await typeFile.exists()) ? await typeFile.text() : "application/octet-stream";
      return { body: file.stream(), size: file.size, contentType };
    },
    async delete(key: string) {
      const path = pathOf(key);
      await rm(path, { force: true });
      await rm(`${path}.type`, { force: true });
    },
    async check() {
      await mkdir(dir, { recursive: true });
      const probe = join(dir, `.healthcheck-${process.pid}`);
      await writeFile(probe, "ok");
      await rm(probe, { force: true });
      await stat(dir);
    },
  };
}
