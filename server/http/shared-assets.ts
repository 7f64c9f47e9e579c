import { createHash } from "node:crypto";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import type { MiddlewareHandler } from "hono";
import type { Logger } from "../logger";
import type { FileStorage } from "../storage";
import type { PutBody } from "../storage/types";
import type { AppEnv } from "./env";

/**
 * Code chunks shared by every instance through the file storage (S3), for rolling deploys: a page
 * served by one build asks later for chunks of that build, and the balancer may send the request
 * to an instance of another build, whose own folder (asset-archive.ts) never held them. Each start
 * puts its build's chunks into the storage; an instance that has no file of a chunk's name asks the
 * storage for it.
 */

/** A chunk the build names by its content's hash (Vite: name-8 characters.js): nothing else is shared. */
export const CHUNK_NAME = /^[A-Za-z0-9_.-]{1,100}-[A-Za-z0-9_-]{8}\.(js|css)$/;
const PREFIX = "assets-archive/";
/** A chunk's key: "chunk-" first, as a key starts with a letter and a chunk may not ("_-_lang_-….js"). */
const chunkKey = (name: string) => `${PREFIX}chunk-${name}`;
const TYPES: Record<string, string> = {
  js: "text/javascript; charset=utf-8",
  css: "text/css; charset=utf-8",
};
const typeOf = (name: string) => TYPES[name.slice(name.lastIndexOf(".") + 1)] ?? "application/octet-stream";

/**
 * Puts this build's chunks into the storage, once per build: a marker object named by the build's
 * file list says it was done (the names carry content hashes, so the list names the build). An
 * existing chunk (another build had it) is left as it is.
 */
export async function shareAssets(
  buildAssets: string,
  storage: FileStorage,
  signal?: AbortSignal,
): Promise<{ shared: number; alreadyShared: boolean }> {
  if (!existsSync(buildAssets)) return { shared: 0, alreadyShared: false };
  const names = readdirSync(buildAssets)
    .filter((n) => CHUNK_NAME.test(n))
    .sort();
  const build = createHash("sha256").update(names.join("\n")).digest("hex").slice(0, 24);
  const marker = `${PREFIX}builds/${build}`;
  const done = await storage.get(marker);
  if (done) {
    await done.body.cancel();
    return { shared: 0, alreadyShared: true };
  }
  let shared = 0;
  for (const name of names) {
    // Stopped between files: the put under way ends first (a server stopping waits for it).
    signal?.throwIfAborted();
    const path = join(buildAssets, name);
    if (await putUnlessThere(storage, chunkKey(name), { path, size: statSync(path).size }, typeOf(name))) shared += 1;
  }
  await putUnlessThere(storage, marker, new TextEncoder().encode(names.join("\n")), "text/plain; charset=utf-8");
  return { shared, alreadyShared: false };
}

/** How long a stop waits for the put under way. */
const STOP_WAIT_MS = 3_000;

/**
 * Shares the build's chunks in the background from the server's start (assets shared or not is
 * logged; a failure never stops the site). `stop` ends it after the put under way (waiting for
 * that at most STOP_WAIT_MS), so nothing writes to the storage once the server has stopped.
 */
export function startAssetSharing(buildAssets: string, storage: FileStorage, log: Logger): { stop(): Promise<void> } {
  const abort = new AbortController();
  const done = shareAssets(buildAssets, storage, abort.signal).then(
    (shared) => log.info("assets shared", shared),
    (error) => {
      if (abort.signal.aborted) return;
      log.warn("assets not shared: other instances will miss this build's chunks", {
        error: error instanceof Error ? error.message : String(error),
      });
    },
  );
  return {
    async stop() {
      abort.abort();
      // A put to a storage that hangs would hold the stop until its deadline: wait a little only.
      let timer: Timer | undefined;
      await Promise.race([done, new Promise((resolve) => (timer = setTimeout(resolve, STOP_WAIT_MS)))]);
      clearTimeout(timer);
    },
  };
}

/**
 * Puts an object; false when the key was already there. The storage never overwrites: another
 * instance starting at the same moment may put it between the read and the write (S3 answers 412).
 */
async function putUnlessThere(storage: FileStorage, key: string, body: PutBody, contentType: string) {
  const existing = await storage.get(key);
  if (existing) {
    await existing.body.cancel();
    return false;
  }
  try {
    await storage.put(key, body, contentType);
    return true;
  } catch (error) {
    if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 412) return false;
    throw error;
  }
}

/** Lookups of names this instance has no file of, per second: a flood of made-up names stays cheap. */
export const SHARED_LOOKUPS_PER_SECOND = 20;
/** How long a name the storage did not have is answered 404 without asking again. */
const MISSING_FOR_MS = 10_000;
/** Chunks read from the storage are kept in memory up to this much (a build's are ~2 MB in all). */
const CACHE_BYTES = 32 * 1024 * 1024;
const MAX_CHUNK_BYTES = 4 * 1024 * 1024;
const MAX_MISSING_NAMES = 10_000;

/**
 * /assets/<chunk> from the storage, after the build's own files and the local archive had none. A
 * chunk once found is kept in memory (each is asked for by every visitor of the old page); a name
 * not found is not asked for again for 10 s (an instance starting may still be putting it); at
 * most SHARED_LOOKUPS_PER_SECOND lookups a second reach the storage, the rest are not found. A
 * storage that fails is logged and answers not found (the page then shows its reload notice).
 */
export function sharedAssets(storage: FileStorage, now = () => Date.now()): MiddlewareHandler<AppEnv> {
  const found = new Map<string, Uint8Array<ArrayBuffer>>();
  let cachedBytes = 0;
  const missing = new Map<string, number>();
  let tokens = SHARED_LOOKUPS_PER_SECOND;
  let refilledAt = now();
  const takeLookup = () => {
    const t = now();
    tokens = Math.min(SHARED_LOOKUPS_PER_SECOND, tokens + ((t - refilledAt) / 1000) * SHARED_LOOKUPS_PER_SECOND);
    refilledAt = t;
    if (tokens < 1) return false;
    tokens -= 1;
    return true;
  };
  const markMissing = (name: string) => {
    if (missing.size >= MAX_MISSING_NAMES) missing.clear();
    missing.set(name, now() + MISSING_FOR_MS);
  };

  async function lookUp(name: string, log: AppEnv["Variables"]["log"]): Promise<Uint8Array<ArrayBuffer> | null> {
    const cached = found.get(name);
    if (cached) return cached;
    if ((missing.get(name) ?? 0) > now() || !takeLookup()) return null;
    try {
      const object = await storage.get(chunkKey(name));
      if (!object || object.size > MAX_CHUNK_BYTES) {
        await object?.body.cancel();
        markMissing(name);
        return null;
      }
      const bytes = new Uint8Array(await new Response(object.body).arrayBuffer());
      if (cachedBytes + bytes.byteLength <= CACHE_BYTES) {
        found.set(name, bytes);
        cachedBytes += bytes.byteLength;
      }
      return bytes;
    } catch (error) {
      log.warn("shared chunk unavailable", { name, error: error instanceof Error ? error.message : String(error) });
      return null;
    }
  }

  return async (c, next) => {
    if (c.req.method !== "GET" && c.req.method !== "HEAD") return next();
    const name = c.req.path.slice("/assets/".length);
    if (!CHUNK_NAME.test(name)) return next();
    const bytes = await lookUp(name, c.get("log"));
    if (!bytes) return next();
    c.header("Cache-Control", "public, max-age=31536000, immutable");
    c.header("Content-Type", typeOf(name));
    c.header("Content-Length", String(bytes.byteLength));
    // HEAD too: the body is dropped on the way out; its length stays (head-response.ts).
    return c.body(bytes);
  };
}
