import { describe, expect, test } from "bun:test";
import { existsSync, mkdirSync, readdirSync, readFileSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { Hono } from "hono";
import { makeTempDir } from "../../tests/helpers/paths";
import { createLogger } from "../logger";
import { ASSET_ARCHIVE_KEEP_MS, archiveAssets } from "./asset-archive";
import type { AppEnv } from "./env";
import { requestContext } from "./request-context";
import { mountStatic } from "./static";

const DAY = 24 * 60 * 60 * 1000;

/** A build folder as Vite leaves it: dist/client/assets and dist/pages. */
function build(files: Record<string, string>): string {
  const dist = makeTempDir("dist");
  mkdirSync(join(dist, "client/assets"), { recursive: true });
  mkdirSync(join(dist, "pages"), { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dist, "client/assets", name), text);
  return dist;
}

const age = (path: string, ms: number, now: number) => utimesSync(path, (now - ms) / 1000, (now - ms) / 1000);

describe("chunks of earlier builds after a deploy", () => {
  test("a start copies its build's chunks; the next build's start keeps the earlier ones servable", () => {
    const archive = join(makeTempDir("data"), "assets-archive");
    const now = Date.now();
    const first = build({ "ContactForm-aaa.js": "old form", "start-aaa.js": "old start" });
    expect(archiveAssets(join(first, "client/assets"), archive, now)).toEqual({ current: 2, older: 0, removed: 0 });
    const second = build({ "ContactForm-bbb.js": "new form", "start-aaa.js": "old start" });
    expect(archiveAssets(join(second, "client/assets"), archive, now + DAY)).toEqual({
      current: 2,
      older: 1,
      removed: 0,
    });
    expect(readdirSync(archive).sort()).toEqual(["ContactForm-aaa.js", "ContactForm-bbb.js", "start-aaa.js"]);
    expect(readFileSync(join(archive, "ContactForm-aaa.js"), "utf8")).toBe("old form");
  });

  test("a chunk not current for longer than the keep time goes; a current one stays however old", () => {
    const archive = join(makeTempDir("data"), "assets-archive");
    const now = Date.now();
    const dist = build({ "start-ccc.js": "start" });
    archiveAssets(join(dist, "client/assets"), archive, now);
    writeFileSync(join(archive, "Form-old.js"), "x");
    writeFileSync(join(archive, "Form-recent.js"), "y");
    age(join(archive, "Form-old.js"), ASSET_ARCHIVE_KEEP_MS + 1, now);
    age(join(archive, "Form-recent.js"), ASSET_ARCHIVE_KEEP_MS - DAY, now);
    age(join(archive, "start-ccc.js"), 10 * ASSET_ARCHIVE_KEEP_MS, now);
    expect(archiveAssets(join(dist, "client/assets"), archive, now)).toEqual({ current: 1, older: 1, removed: 1 });
    expect(readdirSync(archive).sort()).toEqual(["Form-recent.js", "start-ccc.js"]);
  });

  test("no build folder: nothing to do", () => {
    const archive = join(makeTempDir("data"), "assets-archive");
    expect(archiveAssets(join(makeTempDir("none"), "assets"), archive)).toEqual({ current: 0, older: 0, removed: 0 });
    expect(existsSync(archive)).toBe(false);
  });

  test("the server serves an earlier build's chunk as immutable, and still 404s what no build had", async () => {
    const archive = join(makeTempDir("data"), "assets-archive");
    archiveAssets(join(build({ "Form-old.js": "export const old = 1;" }), "client/assets"), archive);
    const app = new Hono<AppEnv>();
    app.use("*", requestContext(createLogger("silent"), 0));
    mountStatic(app, { dir: build({ "Form-new.js": "export const now = 2;" }), archiveDir: archive });
    const old = await app.request("/assets/Form-old.js");
    expect(old.status).toBe(200);
    expect(await old.text()).toBe("export const old = 1;");
    expect(old.headers.get("cache-control")).toContain("immutable");
    expect((await app.request("/assets/Form-new.js")).status).toBe(200);
    for (const path of ["/assets/Form-never.js", "/assets/..%2fassets-archive%2fForm-old.js", "/Form-old.js"]) {
      expect({ path, status: (await app.request(path)).status }).toEqual({ path, status: 404 });
    }
  });
});
