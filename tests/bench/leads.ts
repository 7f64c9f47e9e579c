/**
 * `bun run bench:leads` prints, against the real server (`bun server/index.ts`) in its own process:
 *   - upload throughput of 5 x 10 MB files in one request (MB/s), on local disk and on s3rver,
 *   - the server's peak RSS while uploading, for 5 x 1 MB and 5 x 10 MB (it must not grow with file size),
 *   - contact.submit latency p50/p99 with 50 concurrent clients.
 * Each simulated client has its own IP (X-Forwarded-For behind TRUST_PROXY_HOPS=1), as real visitors do,
 * so the per-IP limits do not turn the measurement into a measurement of 429s.
 */
import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { TINY_PDF } from "../helpers/files";
import { makeTempDir } from "../helpers/paths";
import { freePort } from "../helpers/ports";
import { startS3 } from "../helpers/s3";
import { spawnServer } from "../helpers/server-process";
import { createTestDatabase, dropPostgresTemplate } from "../helpers/test-db";

const ROUNDS = Number(process.env.ROUNDS ?? 3);
const CLIENTS = Number(process.env.CLIENTS ?? 50);
const PER_CLIENT = Number(process.env.PER_CLIENT ?? 10);

const rssMiB = (pid: number) => {
  const status = require("node:fs").readFileSync(`/proc/${pid}/status`, "utf8") as string;
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
};
const percentile = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))] ?? 0;
let ipCounter = 0;
const nextIp = () => `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter++ & 255}`;

function makeFiles(dir: string, count: number, bytes: number): string[] {
  return Array.from({ length: count }, (_, i) => {
    const data = crypto.getRandomValues(new Uint8Array(Math.min(bytes, 65536)));
    const full = new Uint8Array(bytes);
    for (let o = 0; o < bytes; o += data.length) full.set(data.subarray(0, Math.min(data.length, bytes - o)), o);
    full.set(TINY_PDF.subarray(0, 8));
    const path = join(dir, `file-${bytes}-${i}.pdf`);
    writeFileSync(path, full);
    return path;
  });
}

async function uploadRound(url: string, paths: string[]): Promise<number> {
  const form = new FormData();
  for (const p of paths) form.append("files", Bun.file(p), p.split("/").pop());
  const started = performance.now();
  const res = await fetch(`${url}/api/uploads`, {
    method: "POST",
    body: form,
    headers: { "x-forwarded-for": nextIp() },
  });
  if (res.status !== 201) throw new Error(`upload answered ${res.status}: ${await res.text()}`);
  return performance.now() - started;
}

async function measureUploads(label: string, env: Record<string, string>) {
  const dataDir = makeTempDir("bench-leads");
  const port = await freePort();
  const server = spawnServer({
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    TRUST_PROXY_HOPS: "1",
    ...env,
  });
  await server.ready(60_000);
  const filesDir = makeTempDir("bench-files");
  try {
    const results: string[] = [];
    for (const size of [1, 10]) {
      const paths = makeFiles(filesDir, 5, size * 1024 * 1024);
      await uploadRound(server.url, paths); // warm-up
      const baseline = rssMiB(server.proc.pid);
      let peak = baseline;
      const sampler = setInterval(() => {
        peak = Math.max(peak, rssMiB(server.proc.pid));
      }, 20);
      const times: number[] = [];
      for (let r = 0; r < ROUNDS; r++) times.push(await uploadRound(server.url, paths));
      clearInterval(sampler);
      const mb = (5 * size * 1024 * 1024) / 1e6;
      const median = percentile(times, 50);
      results.push(
        `  5 x ${String(size).padStart(2)} MB: median ${median.toFixed(0)} ms = ${(mb / (median / 1000)).toFixed(1)} MB/s; server RSS ${baseline.toFixed(0)} MiB before, peak ${peak.toFixed(0)} MiB (+${(peak - baseline).toFixed(0)})`,
      );
    }
    console.log(`uploads, ${label}:\n${results.join("\n")}`);
  } finally {
    server.proc.kill("SIGTERM");
    await server.proc.exited;
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(filesDir, { recursive: true, force: true });
  }
}

async function measureSubmit() {
  const dataDir = makeTempDir("bench-submit");
  // A fresh database each run (with DATABASE_URL, a new one on that server): the rate-limit
  // counters and leads of an earlier run would otherwise turn this one into 429s.
  const database = await createTestDatabase(dataDir);
  const port = await freePort();
  const server = spawnServer({
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    TRUST_PROXY_HOPS: "1",
    ...database.env,
  });
  await server.ready(60_000);
  try {
    const call = async (i: number) => {
      const started = performance.now();
      const res = await fetch(`${server.url}/trpc/contact.submit`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": nextIp() },
        body: JSON.stringify({
          name: `Client ${i}`,
          email: `client${i}@example.com`,
          message: "We need 300 embroidered hoodies for our autumn offsite.",
        }),
      });
      await res.arrayBuffer();
      return { ms: performance.now() - started, status: res.status };
    };
    for (let i = 0; i < 20; i++) await call(-i); // warm-up
    const latencies: number[] = [];
    const statuses = new Map<number, number>();
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CLIENTS }, async (_, c) => {
        for (let k = 0; k < PER_CLIENT; k++) {
          const r = await call(c * PER_CLIENT + k);
          latencies.push(r.ms);
          statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `contact.submit, ${CLIENTS} concurrent clients x ${PER_CLIENT} (${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"}): p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms, ${(latencies.length / seconds).toFixed(0)} req/s; statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
    );
  } finally {
    server.proc.kill("SIGTERM");
    await server.proc.exited;
    await database.drop();
    await dropPostgresTemplate();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// BENCH_ONLY=uploads or BENCH_ONLY=submit runs one part.
const only = process.env.BENCH_ONLY;
if (!only || only === "uploads") {
  await measureUploads("local disk", {});
  const s3 = await startS3();
  try {
    await measureUploads("s3rver (S3 on loopback)", s3.env);
  } finally {
    await s3.stop();
  }
}
if (!only || only === "submit") await measureSubmit();
