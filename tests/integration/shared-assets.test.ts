import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { Hono } from "hono";
import type { AppEnv } from "../../server/http/env";
import { requestContext } from "../../server/http/request-context";
import { SHARED_LOOKUPS_PER_SECOND, shareAssets, startAssetSharing } from "../../server/http/shared-assets";
import { mountStatic } from "../../server/http/static";
import { createLogger } from "../../server/logger";
import { createS3Storage } from "../../server/storage/s3";
import type { FileStorage } from "../../server/storage/types";
import { makeTempDir } from "../helpers/paths";
import { freePort } from "../helpers/ports";
import { s3Settings, startS3, type TestS3 } from "../helpers/s3";
import { until } from "../helpers/until";

/**
 * A rolling deploy with several instances: a page one build served asks for its chunks later, and
 * the balancer sends that request to an instance of another build. Each instance shares its build's
 * chunks through the S3 storage (server/http/shared-assets.ts); s3rver plays S3.
 */
let s3: TestS3;
beforeAll(async () => {
  s3 = await startS3("shared-assets");
}, 60_000);
afterAll(async () => {
  await Promise.all(sharings.map((sharing) => sharing.stop()));
  await s3?.stop();
}, 60_000);

const storage = (): FileStorage => createS3Storage(s3Settings(s3.endpoint, s3.bucket));

/** A build folder as Vite leaves it (dist/client/assets, dist/pages), with unique chunk hashes. */
let builds = 0;
function build(files: Record<string, string>): { dir: string; names: Record<string, string> } {
  const dir = makeTempDir("dist");
  mkdirSync(join(dir, "client/assets"), { recursive: true });
  mkdirSync(join(dir, "pages"), { recursive: true });
  const tag = `b${++builds}${crypto.randomUUID().slice(0, 5)}`.padEnd(8, "x").slice(0, 8);
  const names: Record<string, string> = {};
  for (const [file, text] of Object.entries(files)) {
    const [base, ext] = file.split(".");
    const name = ext ? `${base}-${tag}.${ext}` : file;
    names[file] = name;
    writeFileSync(join(dir, "client/assets", name), text);
  }
  return { dir, names };
}

/** Sharings started by the tests' instances: stopped before the S3 server is. */
const sharings: { stop(): Promise<void> }[] = [];

/** An instance of the build in `dir`: its start shares the build's chunks, as the server's does. */
function instance(dir: string, shared: FileStorage) {
  const app = new Hono<AppEnv>();
  app.use("*", requestContext(createLogger("silent"), 0));
  mountStatic(app, { dir, sharedStorage: shared });
  sharings.push(startAssetSharing(join(dir, "client/assets"), shared, createLogger("silent")));
  return app;
}

describe("chunks shared between instances of different builds", () => {
  test("an instance serves another build's chunk, as that build would (type, immutable), GET and HEAD", async () => {
    const old = build({
      "ContactForm.js": "export const form = 'old';",
      "index.css": "body{color:red}",
      // A route's chunk: Vite names it after the route's file, {-$lang}.
      "_-_lang_.js": "export const route = 'old';",
    });
    const current = build({ "ContactForm.js": "export const form = 'new';" });
    instance(old.dir, storage()); // starts sharing its chunks
    const next = instance(current.dir, storage());
    await until(() => s3.has(`assets-archive/chunk-${old.names["index.css"]}`), 10_000);
    const js = await next.request(`/assets/${old.names["ContactForm.js"]}`);
    expect(js.status).toBe(200);
    expect(await js.text()).toBe("export const form = 'old';");
    expect(js.headers.get("content-type")).toContain("text/javascript");
    expect(js.headers.get("cache-control")).toContain("immutable");
    expect(await (await next.request(`/assets/${old.names["_-_lang_.js"]}`)).text()).toBe(
      "export const route = 'old';",
    );
    const css = await next.request(`/assets/${old.names["index.css"]}`, { method: "HEAD" });
    expect(css.status).toBe(200);
    expect(css.headers.get("content-type")).toContain("text/css");
    expect(await css.text()).toBe("");
    // Its own chunk still comes from its own build.
    expect(await (await next.request(`/assets/${current.names["ContactForm.js"]}`)).text()).toBe(
      "export const form = 'new';",
    );
  });

  test("a build is shared once; a chunk another build already shared is left as it is", async () => {
    const first = build({ "start.js": "start" });
    expect(await shareAssets(join(first.dir, "client/assets"), storage())).toEqual({ shared: 1, alreadyShared: false });
    expect(await shareAssets(join(first.dir, "client/assets"), storage())).toEqual({ shared: 0, alreadyShared: true });
    // A second build with the same chunk and a new one: only the new one is put.
    const second = build({ "other.js": "other" });
    const assets = join(second.dir, "client/assets");
    writeFileSync(join(assets, first.names["start.js"] ?? ""), "start");
    expect(await shareAssets(assets, storage())).toEqual({ shared: 1, alreadyShared: false });
  });

  test("names no build has, names that are no chunk, and a flood of made-up names: not found, and the storage asked at most its limit a second", async () => {
    let lookups = 0;
    const real = storage();
    // The real storage, its lookups counted.
    const counted: FileStorage = {
      ...real,
      get: (key) => {
        lookups += 1;
        return real.get(key);
      },
    };
    const own = build({ "own.js": "own" });
    const app = instance(own.dir, counted);
    await until(() => s3.has(`assets-archive/chunk-${own.names["own.js"]}`), 10_000);
    await Bun.sleep(300); // its own sharing's last put (the build's marker) done
    lookups = 0;
    for (const path of ["/assets/robots.txt", "/assets/..%2f..%2fsecret.js", "/assets/nohash.js", "/assets/a-b.exe"])
      expect({ path, status: (await app.request(path)).status }).toEqual({ path, status: 404 });
    expect(lookups).toBe(0);
    const made = Array.from({ length: 100 }, (_, i) => `/assets/Made${i}-${String(i).padStart(8, "q")}.js`);
    const statuses = await Promise.all(made.map(async (path) => (await app.request(path)).status));
    expect(new Set(statuses)).toEqual(new Set([404]));
    expect(lookups).toBeLessThanOrEqual(SHARED_LOOKUPS_PER_SECOND + 1);
    expect(lookups).toBeGreaterThan(0);
  });

  test("a stopped sharing puts nothing more once its stop has answered (a server stopping waits for it)", async () => {
    const many = build(Object.fromEntries(Array.from({ length: 200 }, (_, i) => [`Part${i}.js`, `part ${i}`])));
    const keys = Object.values(many.names).map((name) => `assets-archive/chunk-${name}`);
    const sharing = startAssetSharing(join(many.dir, "client/assets"), storage(), createLogger("silent"));
    await until(() => s3.has(keys[0] ?? ""), 10_000);
    expect(await s3.has(keys[0] ?? "")).toBe(true);
    await sharing.stop();
    const there = async () => (await Promise.all(keys.map((key) => s3.has(key)))).filter(Boolean).length;
    const atStop = await there();
    expect(atStop).toBeLessThan(keys.length);
    await Bun.sleep(500);
    expect(await there()).toBe(atStop);
  });

  test("a storage that is down: the instance's own chunks are served, others not found, nothing fails", async () => {
    // Nothing listens there.
    const down = createS3Storage(s3Settings(`http://127.0.0.1:${await freePort()}`, "nowhere"), 2_000);
    const own = build({ "own.js": "own" });
    const app = instance(own.dir, down);
    expect((await app.request(`/assets/${own.names["own.js"]}`)).status).toBe(200);
    expect((await app.request("/assets/Gone-abcdefgh.js")).status).toBe(404);
  });
});
