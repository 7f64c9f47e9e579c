/**
 * `bun run bench:startup` prints:
 *   - cold start to first answer of GET /healthz, on a fresh data folder and on an existing one,
 *   - idle memory (RSS) of the server process after start-up, embedded and (with DATABASE_URL) on
 *     PostgreSQL, with what holds it (the server's own debug "memory" log: JS heap, PGlite's heap,
 *     DuckDB's buffers),
 *   - a soak: the load mix of bench:load for SOAK_SECONDS (default 600; 0 skips it), RSS sampled,
 *     and how much it grew (BENCH_ONLY=memory: only the memory figures),
 *   - first-load JavaScript of the shell ("/"), gzip, as the browser transfers it (BENCH_ONLY=js: only this).
 * Runs the real entry point (`bun server/index.ts`) with the embedded defaults.
 */
import { existsSync, readFileSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import type { MemoryBreakdown } from "../../server/jobs/memory-report";
import { makeTempDir, projectRoot } from "../helpers/paths";
import { freePort } from "../helpers/ports";
import { spawnServer } from "../helpers/server-process";
import { createTestDatabase, dropPostgresTemplate } from "../helpers/test-db";
import { drive, formatRoutes } from "./load-driver";
import { adminKey, type Context, mix } from "./load-mix";

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

/** The newest "memory" line the server logged (LOG_LEVEL=debug; server/jobs/memory-report.ts). */
function lastBreakdown(output: string): MemoryBreakdown | null {
  const line = output
    .split("\n")
    .filter((l) => l.includes('"msg":"memory"'))
    .at(-1);
  return line ? (JSON.parse(line) as MemoryBreakdown) : null;
}

const describeBreakdown = (m: MemoryBreakdown | null) =>
  m
    ? `JS objects ${m.jsHeapMiB} MiB, JS-owned buffers ${m.buffersMiB} MiB, PGlite's heap ${m.databaseMiB} MiB (reserved; resident as touched), DuckDB buffers ${m.analyticsMiB} MiB; the rest is Bun, native libraries and code`
    : "no breakdown logged";

/** Idle RSS on an existing data folder (second start), and what holds it. */
async function idleMemory(env: Record<string, string>) {
  const dataDir = makeTempDir("bench-mem");
  const db = await createTestDatabase(dataDir);
  try {
    for (let i = 0; ; i++) {
      const port = await freePort();
      const server = spawnServer({ PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "debug", ...db.env, ...env });
      await server.ready(60_000);
      await Bun.sleep(3_000);
      const rss = rssMiB(server.proc.pid);
      const breakdown = lastBreakdown(server.output());
      server.proc.kill("SIGTERM");
      await server.proc.exited;
      if (i === 1) return { rss, breakdown };
    }
  } finally {
    await db.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The load mix for `seconds`, RSS sampled every 15 s. */
async function soak(seconds: number) {
  const dataDir = makeTempDir("bench-soak");
  const db = await createTestDatabase(dataDir);
  const port = await freePort();
  const server = spawnServer({
    PORT: String(port),
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    TRUST_PROXY_HOPS: "1",
    LOG_LEVEL: "debug",
    ...db.env,
  });
  try {
    await server.ready(60_000);
    const key = await adminKey(server.url);
    const samples: number[] = [];
    const sampler = setInterval(() => samples.push(rssMiB(server.proc.pid)), 15_000);
    const result = await drive(server.url, mix(server.url, key), {
      connections: 32,
      seconds,
      rate: Number(process.env.LOAD_RATE ?? 350),
      newContext: (): Context => ({}),
    });
    clearInterval(sampler);
    samples.push(rssMiB(server.proc.pid));
    return { result, samples, breakdown: lastBreakdown(server.output()) };
  } finally {
    server.proc.kill("SIGTERM");
    await server.proc.exited;
    await db.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

// BENCH_ONLY=js measures only the first-load JavaScript.
if (process.env.BENCH_ONLY !== "js" && process.env.BENCH_ONLY !== "memory") {
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

if (process.env.BENCH_ONLY !== "js") {
  const embedded = await idleMemory({ DATABASE_URL: "" });
  console.log(`idle RSS, embedded (PGlite):      ${embedded.rss.toFixed(0)} MiB (target <= 350)`);
  console.log(`  ${describeBreakdown(embedded.breakdown)}`);
  if (process.env.DATABASE_URL) {
    const onPostgres = await idleMemory({});
    console.log(`idle RSS, on PostgreSQL:          ${onPostgres.rss.toFixed(0)} MiB (target <= 200)`);
    console.log(`  ${describeBreakdown(onPostgres.breakdown)}`);
  } else console.log("idle RSS, on PostgreSQL:          set DATABASE_URL to measure");
  const seconds = Number(process.env.SOAK_SECONDS ?? 600);
  if (seconds > 0) {
    const { result, samples, breakdown } = await soak(seconds);
    const first = samples[0] ?? 0;
    const last = samples.at(-1) ?? 0;
    const secondHalf = samples.slice(Math.floor(samples.length / 2));
    console.log(
      `soak, ${seconds} s of the load mix at ${(result.total / result.seconds).toFixed(0)} req/s (${result.errors} errors, ${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"}):`,
    );
    console.log(`  statuses: ${JSON.stringify(result.statuses)}`);
    console.log(formatRoutes(result));
    console.log(`  RSS every 15 s: ${samples.map((m) => m.toFixed(0)).join(", ")} MiB`);
    console.log(
      `  first ${first.toFixed(0)}, last ${last.toFixed(0)}, max ${Math.max(...samples).toFixed(0)} MiB; second half grew ${((secondHalf.at(-1) ?? 0) - (secondHalf[0] ?? 0)).toFixed(0)} MiB`,
    );
    console.log(`  at the end: ${describeBreakdown(breakdown)}`);
  }
  await dropPostgresTemplate();
}
if (process.env.BENCH_ONLY === "memory") process.exit(0);

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
