import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import tailwindcss from "@tailwindcss/vite";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { readSite } from "./shared/site.ts";

const root = resolve(import.meta.dirname, "client");
const apiTarget = `http://localhost:${process.env.API_PORT ?? 3000}`;

/** Writes a .gz beside every text asset, so the server sends compressed files without compressing per request. */
function precompress(outDir: string): Plugin {
  return {
    name: "precompress",
    apply: "build",
    closeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir).flatMap((name) => {
          const path = join(dir, name);
          return statSync(path).isDirectory() ? walk(path) : [path];
        });
      for (const file of walk(outDir)) {
        if (!/\.(js|css|html|svg|json|txt|xml)$/.test(file)) continue;
        const data = readFileSync(file);
        if (data.byteLength < 1024) continue;
        writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
      }
    },
  };
}

const outDir = resolve(import.meta.dirname, "dist/client");

export default defineConfig({
  root,
  publicDir: resolve(root, "public"),
  plugins: [
    // The router plugin must come before react().
    tanstackRouter({
      target: "react",
      autoCodeSplitting: true,
      routesDirectory: resolve(root, "routes"),
      generatedRouteTree: resolve(root, "routeTree.gen.ts"),
    }),
    react(),
    tailwindcss(),
    precompress(outDir),
  ],
  define: {
    // The site configuration is baked in at build time: prerendered pages carry it in their HTML.
    __SITE__: JSON.stringify(readSite(process.env)),
  },
  build: {
    outDir,
    emptyOutDir: true,
    target: "es2022",
    sourcemap: false,
  },
  server: {
    port: 5173,
    proxy: {
      "/trpc": apiTarget,
      "/api": apiTarget,
      "/healthz": apiTarget,
    },
  },
});
