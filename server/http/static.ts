import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import type { Hono } from "hono";
import { serveStatic } from "hono/bun";
import { getCookie } from "hono/cookie";
import { splitLocalePath } from "../../shared/i18n/locales";
import type { AppEnv } from "./env";

export const clientDistDir = resolve(import.meta.dir, "../../dist/client");

/**
 * Serves the built client: hashed assets cached for a year, everything else revalidated.
 * Paths without a file get the app shell, so client-side routes load on a hard refresh.
 */
export function mountStatic(app: Hono<AppEnv>, distDir = clientDistDir): void {
  const indexFile = join(distDir, "index.html");
  app.use(
    "/assets/*",
    serveStatic({
      root: distDir,
      precompressed: true,
      onFound: (_path, c) => {
        c.header("Cache-Control", "public, max-age=31536000, immutable");
      },
    }),
  );
  app.use("*", async (c, next) => {
    // A visitor who chose Czech gets the Czech URL of an English page (the choice is remembered in
    // a cookie by the language switch). Czech URLs are never redirected, so links can be shared.
    const { locale, path } = splitLocalePath(c.req.path);
    const isPage = c.req.method === "GET" && !/\.[a-z0-9]+$/i.test(path);
    if (isPage && locale === "en" && getCookie(c, "lang") === "cs") {
      const query = new URL(c.req.url).search;
      return c.redirect(`/cs${path === "/" ? "" : path}${query}`, 302);
    }
    return next();
  });
  app.use(
    "*",
    serveStatic({
      root: distDir,
      precompressed: true,
      onFound: (_path, c) => {
        c.header("Cache-Control", "no-cache");
      },
    }),
  );
  app.get("*", async (c) => {
    if (!existsSync(indexFile)) {
      return c.text("The client is not built yet: run `bun run build`.", 503);
    }
    c.header("Cache-Control", "no-cache");
    return c.html(await Bun.file(indexFile).text());
  });
}
