import { resolve } from "node:path";
import tailwindcss from "@tailwindcss/vite";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { readSite } from "./shared/site.ts";

const root = resolve(import.meta.dirname, "client");
const apiTarget = `http://localhost:${process.env.API_PORT ?? 3000}`;

const outDir = resolve(import.meta.dirname, "dist/client");

export default defineConfig(({ isSsrBuild }) => ({
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
  ],
  define: {
    // The site configuration is baked in at build time: prerendered pages carry it in their HTML.
    __SITE__: JSON.stringify(readSite(process.env)),
  },
  build: {
    // `vite build --ssr` builds the prerenderer's entry into dist/ssr instead.
    outDir: isSsrBuild ? resolve(import.meta.dirname, "dist/ssr") : outDir,
    emptyOutDir: true,
    target: "es2022",
    sourcemap: process.env.SOURCEMAP === "1",
    manifest: !isSsrBuild,
  },
  server: {
    port: 5173,
    proxy: {
      "/trpc": apiTarget,
      "/api": apiTarget,
      "/healthz": apiTarget,
    },
  },
}));
