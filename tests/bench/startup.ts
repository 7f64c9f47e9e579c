/**
 * `bun run bench:startup` prints:
 *   - cold start to first answer of GET /healthz, on a fresh data folder and on an existing one,
 *   - idle memory (RSS) of the server process after start-up,
 *   - first-load JavaScript of the shell ("/"), gzip, as the browser transfers it (BENCH_ONLY=js: only this).
 * Runs the real entry point (`bun server/index.ts`) with the embedded defaults.
 */
import { existsSync, readFileSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { makeTempDir, projectRoot } from "../helpers/paths";
import { freePort } from "../helpers/ports";
import { spawnServer } from "../helpers/server-process";

const RUNS = Number(process.env.RUNS ?? 3);

function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

async function startOnce(dataDir: string): Promise<{ ms: number; rss: number }> {
  const port = await freePort();
  const started = performance.now();
  const server = spawnServer({ PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "warn" });
  await server.ready(60_000);
  const ms = performance.now() - started;
  await Bun.sleep(2_000);
  const rss = rssMiB(server.proc.pid);
  server.proc.kill("SIGTERM");
  await server.proc.exited;
  return { ms, rss };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

// BENCH_ONLY=js measures only the first-load JavaScript.
if (process.env.BENCH_ONLY !== "js") {
  const fresh: number[] = [];
  const existing: number[] = [];
  const rss: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const dir = makeTempDir("bench-start");
    const first = await startOnce(dir);
    fresh.push(first.ms);
    const second = await startOnce(dir);
    existing.push(second.ms);
    rss.push(second.rss);
    rmSync(dir, { recursive: true, force: true });
  }

  console.log(
    `cold start, fresh data folder:    median ${median(fresh).toFixed(0)} ms  (runs: ${fresh.map((m) => m.toFixed(0)).join(", ")})`,
  );
  console.log(
    `cold start, existing data folder: median ${median(existing).toFixed(0)} ms  (runs: ${existing.map((m) => m.toFixed(0)).join(", ")})`,
  );
  console.log(`idle RSS after start:             median ${median(rss).toFixed(0)} MiB`);
}

if (!existsSync(join(projectRoot, "dist/client/index.html"))) {
  console.log("first-load JS: build the client first (bun run build)");
  process.exit(0);
}

// First-load JS as a browser gets it: every script loaded by "/" until the network is idle,
// counted as transferred (compressed) bytes.
const dir = makeTempDir("bench-js");
const port = await freePort();
const server = spawnServer({ PORT: String(port), DATA_DIR: dir, LOG_LEVEL: "warn" });
await server.ready(60_000);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking"],
});
const page = await browser.newPage();
const sizes: Promise<{ url: string; bytes: number }>[] = [];
page.on("requestfinished", (request) => {
  if (request.resourceType() === "script") {
    sizes.push(request.sizes().then((s) => ({ url: new URL(request.url()).pathname, bytes: s.responseBodySize })));
  }
});
await page.goto(`${server.url}/`, { waitUntil: "networkidle" });
const scripts = await Promise.all(sizes);
await browser.close();
server.proc.kill("SIGTERM");
await server.proc.exited;
rmSync(dir, { recursive: true, force: true });
const total = scripts.reduce((sum, s) => sum + s.bytes, 0);
// The same files as gzip (the precompressed .gz copies; files under 1 KB are not precompressed, so
// they are gzipped here), for browsers or proxies that do not take brotli.
const gzipBytes = (url: string) => {
  const file = join(projectRoot, "dist/client", url);
  return existsSync(`${file}.gz`) ? statSync(`${file}.gz`).size : gzipSync(readFileSync(file), { level: 9 }).byteLength;
};
const gzipTotal = scripts.reduce((sum, s) => sum + gzipBytes(s.url), 0);
console.log(
  `first-load JS of "/":              ${(gzipTotal / 1024).toFixed(1)} KB gzip over ${scripts.length} file(s)`,
);
console.log(`  as transferred (brotli):         ${(total / 1024).toFixed(1)} KB`);
for (const s of scripts) console.log(`    ${(gzipBytes(s.url) / 1024).toFixed(1).padStart(6)} KB  ${s.url}`);
