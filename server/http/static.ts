import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import type { Context, Hono } from "hono";
import { serveStatic } from "hono/bun";
import { getCookie } from "hono/cookie";
import { splitLocalePath } from "../../shared/i18n/locales";
import { pagePathPattern } from "../../shared/pages";
import type { Logger } from "../logger";
import type { FileStorage } from "../storage";
import { archiveAssets } from "./asset-archive";
import type { AppEnv } from "./env";
import { loggedPath } from "./log-path";
import { sameSitePath } from "./same-site-path";
import { sharedAssets } from "./shared-assets";

export const distDir = resolve(import.meta.dir, "../../dist");

interface PageFile {
  html: Uint8Array;
  br: Uint8Array | null;
  gzip: Uint8Array | null;
}

const readIfExists = (path: string) => (existsSync(path) ? readFileSync(path) : null);

/** The prerendered pages, read into memory once: a few hundred KB, and served on every visit. */
function loadPages(pagesDir: string): Map<string, PageFile> {
  const pages = new Map<string, PageFile>();
  const manifestFile = join(pagesDir, "manifest.json");
  if (!existsSync(manifestFile)) return pages;
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as Record<string, string>;
  for (const [route, file] of Object.entries(manifest)) {
    const path = join(pagesDir, file);
    pages.set(route, { html: readFileSync(path), br: readIfExists(`${path}.br`), gzip: readIfExists(`${path}.gz`) });
  }
  return pages;
}

/** The smallest copy the client accepts: brotli, then gzip, then plain. */
function pickEncoding(c: Context<AppEnv>, page: PageFile): { body: Uint8Array; encoding?: "br" | "gzip" } {
  const accepted = c.req.header("accept-encoding") ?? "";
  if (page.br && /\bbr\b/.test(accepted)) return { body: page.br, encoding: "br" };
  if (page.gzip && /\bgzip\b/.test(accepted)) return { body: page.gzip, encoding: "gzip" };
  return { body: page.html };
}

function sendPage(c: Context<AppEnv>, page: PageFile, status: 200 | 404) {
  const { body, encoding } = pickEncoding(c, page);
  const headers: Record<string, string> = {
    "Content-Type": "text/html; charset=utf-8",
    "Cache-Control": "no-cache",
    Vary: "Accept-Encoding",
  };
  if (encoding) headers["Content-Encoding"] = encoding;
  // HEAD too: the body is dropped on the way out, and its length stays (head-response.ts).
  headers["Content-Length"] = String(body.byteLength);
  return new Response(body as Uint8Array<ArrayBuffer>, { status, headers });
}

/** Far longer than any path of the built client, far shorter than the file system's limit. */
const MAX_FILE_PATH = 1024;

const canNameAFile = (path: string) => !path.includes("\0") && path.length <= MAX_FILE_PATH;

/**
 * Serves the built client: hashed assets cached for a year, other files revalidated, and every page
 * as prerendered HTML (English at the root, Czech under /cs). Unknown paths get the not-found page
 * with status 404, and are logged.
 */
export function mountStatic(
  app: Hono<AppEnv>,
  {
    dir = distDir,
    archiveDir,
    sharedStorage,
    log,
  }: {
    dir?: string;
    archiveDir?: string;
    /**
     * The storage every instance shares (S3): chunks of the builds other instances run are read from
     * it (shared-assets.ts; the server's start puts this build's there).
     */
    sharedStorage?: FileStorage;
    log?: Logger;
  } = {},
): void {
  const clientDir = join(dir, "client");
  if (archiveDir) {
    try {
      const kept = archiveAssets(join(clientDir, "assets"), archiveDir);
      log?.info("assets archived", kept);
    } catch (error) {
      log?.warn("assets not archived: chunks of earlier builds will be missing after this deploy", {
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }
  const pages = loadPages(join(dir, "pages"));
  // Pages with a parameter (/admin/leads/$id): one prerendered shell answers every value of it.
  const patterned = [...pages.entries()]
    .filter(([route]) => route.includes("$"))
    .map(([route, page]) => ({ pattern: pagePathPattern(route), page }));
  const pageFor = (path: string) => pages.get(path) ?? patterned.find((p) => p.pattern.test(path))?.page;
  const notFound = (c: Context<AppEnv>) => {
    const { locale } = splitLocalePath(c.req.path);
    c.get("log").warn("page not found", { path: loggedPath(c.req.path) });
    const page = pages.get(`404:${locale}`);
    if (!page) return c.text("Not found. (Is the client built? Run `bun run build`.)", 404);
    return sendPage(c, page, 404);
  };

  // A path no file of the build can have is not found without asking the file system, which throws
  // on it (a 500): a NUL byte, or a path past the platform's limit (ENAMETOOLONG beyond 4 KB).
  app.use("*", async (c, next) => (canNameAFile(c.req.path) ? next() : notFound(c)));

  // Hashed file names: a name's content never changes.
  const assets = (root: string, rewriteRequestPath?: (path: string) => string) =>
    serveStatic({
      root,
      rewriteRequestPath,
      precompressed: true,
      onFound: (_path, c) => {
        c.header("Cache-Control", "public, max-age=31536000, immutable");
      },
    });
  app.use("/assets/*", assets(clientDir));
  // Chunks of earlier builds, for pages opened before the last deploy (asset-archive.ts).
  if (archiveDir)
    app.use(
      "/assets/*",
      assets(archiveDir, (path) => path.slice("/assets".length)),
    );
  // Chunks of builds other instances run, during a rolling deploy.
  if (sharedStorage) app.use("/assets/*", sharedAssets(sharedStorage));

  app.use("*", async (c, next) => {
    if (c.req.method !== "GET" && c.req.method !== "HEAD") return next();
    const { locale, path } = splitLocalePath(c.req.path);
    const isPagePath = !/\.[a-z0-9]+$/i.test(path);
    if (!isPagePath) return next();
    // "/our-story/" and "/our-story" are one page: keep one URL.
    if (c.req.path.length > 1 && c.req.path.endsWith("/")) {
      let end = c.req.path.length;
      while (end > 1 && c.req.path[end - 1] === "/") end--;
      return c.redirect(sameSitePath(c.req.path.slice(0, end) + new URL(c.req.url).search), 301);
    }
    // A visitor who chose Czech gets the Czech URL of an English page (the choice is remembered in
    // a cookie by the language switch). Czech URLs are never redirected, so links can be shared.
    if (locale === "en" && getCookie(c, "lang") === "cs") {
      return c.redirect(sameSitePath(`/cs${path === "/" ? "" : path}${new URL(c.req.url).search}`), 302);
    }
    const page = pageFor(c.req.path);
    if (page) return sendPage(c, page, 200);
    return next();
  });

  app.use(
    "*",
    serveStatic({
      root: clientDir,
      precompressed: true,
      onFound: (_path, c) => {
        c.header("Cache-Control", "public, max-age=3600");
      },
    }),
  );

  app.all("*", notFound);
}
