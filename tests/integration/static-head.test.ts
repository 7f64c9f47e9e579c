import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { Hono } from "hono";
import type { AppEnv } from "../../server/http/env";
import { headResponse } from "../../server/http/head-response";
import { requestContext } from "../../server/http/request-context";
import { mountStatic } from "../../server/http/static";
import { createLogger } from "../../server/logger";
import { makeTempDir } from "../helpers/paths";

/**
 * HEAD on what the built client serves (pages, the not-found page, hashed assets, an earlier
 * build's asset, plain files), through Bun's own server: it answered "Content-Length: 0" for all of
 * them, which misleads caches and link checkers. Each says the length its GET sends, in every
 * encoding, with no body.
 */
let server: ReturnType<typeof Bun.serve>;
let base: string;

/** A build folder as `bun run build` leaves it, with precompressed copies, and an archive of an earlier one. */
function build(): { dir: string; archiveDir: string } {
  const dir = makeTempDir("dist");
  const archiveDir = makeTempDir("archive");
  mkdirSync(join(dir, "client/assets"), { recursive: true });
  mkdirSync(join(dir, "pages"), { recursive: true });
  const write = (path: string, text: string, compressed = false) => {
    writeFileSync(path, text);
    if (compressed) {
      writeFileSync(`${path}.br`, brotliCompressSync(text));
      writeFileSync(`${path}.gz`, gzipSync(text));
    }
  };
  write(join(dir, "client/assets/index-AbCd1234.js"), `console.log(${JSON.stringify("x".repeat(5000))});`, true);
  write(join(dir, "client/assets/index-AbCd1234.css"), `body{color:red}${".a{}".repeat(800)}`, true);
  write(join(dir, "client/robots.txt"), "User-agent: *\nAllow: /\n");
  write(join(archiveDir, "old-Zz9y8x7w.js"), `export const old = ${JSON.stringify("o".repeat(3000))};`);
  const manifest: Record<string, string> = {};
  for (const [route, file, text] of [
    ["/", "index.html", `<!doctype html><title>Home</title>${"<p>home</p>".repeat(400)}`],
    ["/cs", "cs.html", `<!doctype html><title>Domů</title>${"<p>domů</p>".repeat(400)}`],
    ["404:en", "404.html", "<!doctype html><title>Not found</title>"],
    ["404:cs", "404-cs.html", "<!doctype html><title>Nenalezeno</title>"],
  ] as const) {
    manifest[route] = file;
    write(join(dir, "pages", file), text, true);
  }
  writeFileSync(join(dir, "pages/manifest.json"), JSON.stringify(manifest));
  return { dir, archiveDir };
}

beforeAll(() => {
  const app = new Hono<AppEnv>();
  app.use("*", requestContext(createLogger("silent"), 0));
  app.use("*", headResponse);
  mountStatic(app, build());
  server = Bun.serve({ port: 0, hostname: "127.0.0.1", fetch: (req, srv) => app.fetch(req, srv) });
  base = `http://127.0.0.1:${server.port}`;
});
afterAll(() => server?.stop(true));

describe("HEAD on the built client", () => {
  const paths = [
    "/",
    "/cs",
    "/no-such-page",
    "/cs/no-such-page",
    "/assets/index-AbCd1234.js",
    "/assets/index-AbCd1234.css",
    "/assets/old-Zz9y8x7w.js",
    "/robots.txt",
  ];
  test.each(paths)("%s says the length its GET sends, in every encoding, and sends no body", async (path) => {
    for (const encoding of ["br", "gzip", "identity"]) {
      const headers = { "accept-encoding": encoding };
      const get = await fetch(`${base}${path}`, { headers, decompress: false });
      const sent = (await get.arrayBuffer()).byteLength;
      const head = await fetch(`${base}${path}`, { method: "HEAD", headers, decompress: false });
      expect(sent).toBeGreaterThan(10);
      expect({ path, encoding, status: head.status, length: head.headers.get("content-length") }).toEqual({
        path,
        encoding,
        status: get.status,
        length: String(sent),
      });
      expect(head.headers.get("content-encoding")).toBe(get.headers.get("content-encoding"));
      expect((await head.arrayBuffer()).byteLength).toBe(0);
    }
  });
});
