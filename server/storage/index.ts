import type { Config } from "../config";
import { createLocalStorage } from "./local";
import { createS3Storage } from "./s3";
import type { FileStorage } from "./types";

export type { FileStorage, StoredObject } from "./types";

export function createStorage(config: Config["storage"]): FileStorage {
  return config.kind === "s3" ? createS3Storage(config, config.timeoutMs) : createLocalStorage(config.dir);
}
