/**
 * Build step after `vite build` (client) and `vite build --ssr` (this renderer): writes every page
 * of shared/pages.ts in both languages, plus the not-found page, as complete HTML into dist/pages,
 * with a manifest the server maps URLs by; then robots.txt and sitemap.xml; then a .gz beside every
 * text file, so the server sends compressed bytes without compressing per request.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { brotliCompressSync, constants } from "node:zlib";
import { gzipAsync } from "@gfx/zopfli";
import { examplePath, localizedPath, type PageEntry, pages } from "../../shared/pages";
import { readSite } from "../../shared/site";
import { renderDocument } from "./document";

const root = resolve(import.meta.dir, "../..");
const clientDir = join(root, "dist/client");
const pagesDir = join(root, "dist/pages");
const site = readSite(process.env);
const { render } = (await import(join(root, "dist/ssr/entry-server.js"))) as typeof import("./entry-server");

// The stylesheet (~4 KB gzip) is inlined: one render-blocking request less on every first visit.
// The page is complete without its scripts (they hydrate it). Its HTML names only the small entry;
// the entry fetches the app's chunks after the first paint (client/main.tsx), from the list each
// page carries in `data-chunks`, so nothing competes with the page's own first paint.
const template = readFileSync(join(clientDir, "index.html"), "utf8")
  .replace(
    /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/,
    (_tag, href: string) => `<style>${readFileSync(join(clientDir, href), "utf8")}</style>`,
  )
  .replace(/\s*<link rel="modulepreload"[^>]*>/g, "")
  .replaceAll('<script type="module" crossorigin', '<script type="module" crossorigin fetchpriority="low"');
rmSync(pagesDir, { recursive: true, force: true });

// Vite's manifest: which chunks each page's code needs. The entry preloads them all at once after the
// first paint (one round trip, instead of discovering the route's chunks only once the app runs).
type ManifestChunk = { file: string; imports?: string[] };
const viteManifest = JSON.parse(readFileSync(join(clientDir, ".vite/manifest.json"), "utf8")) as Record<
  string,
  ManifestChunk
>;
// Only the build needs it; the server would otherwise publish it with the assets.
rmSync(join(clientDir, ".vite"), { recursive: true, force: true });
const entryFiles = new Set(chunkFiles("index.html"));
function chunkFiles(key: string, seen = new Set<string>()): string[] {
  const chunk = viteManifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [chunk.file, ...(chunk.imports ?? []).flatMap((k) => chunkFiles(k, seen))];
}
/** The chunks a page needs to hydrate: the app (imported by the entry) and its route's code. */
function pageChunks(page: PageEntry | null): string[] {
  const route = page ? (page.route ?? (page.path === "/" ? "index" : page.path.slice(1))) : undefined;
  const files = new Set([
    ...[...entryFiles].slice(1),
    ...chunkFiles("start.tsx"),
    ...chunkFiles("routes/{-$lang}/route.tsx?tsr-split=component"),
    ...(route ? chunkFiles(`routes/{-$lang}/${route}.tsx?tsr-split=component`) : []),
  ]);
  return [...files].map((f) => `/${f}`);
}
const withChunks = (html: string, page: PageEntry | null) =>
  html.replace('<script type="module"', `<script data-chunks="${pageChunks(page).join(" ")}" type="module"`);

const manifest: Record<string, string> = {};
const fileFor = (path: string) => (path === "/" ? "index.html" : `${path.slice(1)}.html`);

for (const locale of ["en", "cs"] as const) {
  for (const page of pages) {
    const path = localizedPath(page.path, locale);
    const rendered = await render(examplePath(path));
    if (rendered.statusCode !== 200 || !rendered.meta) {
      throw new Error(
        `Prerendering ${path} failed: status ${rendered.statusCode}, meta ${rendered.meta ? "set" : "missing (call usePageMeta)"}`,
      );
    }
    const file = join(locale, fileFor(page.path));
    const { title, description, keywords } = rendered.meta;
    const html = renderDocument({ template, body: rendered.html, locale, page, site, title, description, keywords });
    write(join(pagesDir, file), withChunks(html, page));
    manifest[path] = file;
  }
  const missing = await render(locale === "en" ? "/__not-found__" : "/cs/__not-found__");
  if (missing.statusCode !== 404 || !missing.meta) throw new Error("The not-found page did not render as a 404");
  const file = join(locale, "404.html");
  const { title, description } = missing.meta;
  write(
    join(pagesDir, file),
    withChunks(renderDocument({ template, body: missing.html, locale, page: null, site, title, description }), null),
  );
  manifest[`404:${locale}`] = file;
}
write(join(pagesDir, "manifest.json"), JSON.stringify(manifest, null, 2));

const publicPages = pages.filter((p) => !p.private);
const abs = (path: string) => `${site.url}${path === "/" ? "" : path}`;
write(
  join(clientDir, "sitemap.xml"),
  `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${publicPages
  .flatMap((page) =>
    (["en", "cs"] as const).map(
      (locale) => `  <url>
    <loc>${abs(localizedPath(page.path, locale))}</loc>
    <xhtml:link rel="alternate" hreflang="en" href="${abs(localizedPath(page.path, "en"))}"/>
    <xhtml:link rel="alternate" hreflang="cs" href="${abs(localizedPath(page.path, "cs"))}"/>
    <xhtml:link rel="alternate" hreflang="x-default" href="${abs(page.path)}"/>
  </url>`,
    ),
  )
  .join("\n")}
</urlset>
`,
);
write(
  join(clientDir, "robots.txt"),
  `User-agent: *
Allow: /
${pages
  .filter((p) => p.private)
  // A page with a parameter (/admin/leads/$id) is disallowed by its fixed prefix: "$" ends a rule.
  .map((p) => p.path.replace(/\$\w+.*$/, ""))
  .flatMap((path) => [`Disallow: ${path}`, `Disallow: ${localizedPath(path, "cs")}`])
  .join("\n")}
Disallow: /api/
Disallow: /trpc/

Sitemap: ${site.url}/sitemap.xml
`,
);

// Precompressed copies for the server to send as they are: brotli for browsers (all current ones
// accept it) and zopfli-made gzip (3-4 % smaller than zlib -9, same format) for everything else.
let compressed = 0;
for (const dir of [clientDir, pagesDir]) {
  for (const file of walk(dir)) {
    if (!/\.(js|css|html|svg|json|txt|xml)$/.test(file)) continue;
    const data = readFileSync(file);
    if (data.byteLength < 1024) continue;
    writeFileSync(`${file}.gz`, await gzipAsync(data, { numiterations: 15 }));
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(data, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: data.byteLength,
        },
      }),
    );
    compressed++;
  }
}
console.log(`prerendered ${Object.keys(manifest).length} pages into dist/pages; compressed ${compressed} files`);

function write(file: string, content: string): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}
