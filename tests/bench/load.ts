/**
 * `bun run bench:load`: a realistic mix of traffic (page loads, analytics beacons, waitlist joins,
 * contact submissions with an attachment, admin dashboard reads) driven by a closed-loop client
 * (tests/bench/load-driver.ts: latency kept per route) against one
 * instance and against three behind a round-robin balancer (sharing PostgreSQL, s3rver and
 * smtp-server). Prints throughput, p50/p99 latency, errors and status codes for each, overall and per route.
 *
 * Needs the built site (`bun run build`). Three instances need PostgreSQL (DATABASE_URL); without it
 * only the single embedded instance is measured. LOAD_SECONDS (default 20), LOAD_CONNECTIONS
 * (default 32), LOAD_INSTANCES (default "1,3").
 *
 * Every request carries its own client address (X-Forwarded-For from the trusted balancer), as many
 * visitors would: the per-IP limits are not what is measured here.
 */
import { existsSync, rmSync } from "node:fs";
import { join } from "node:path";
import { type Cluster, startCluster } from "../helpers/cluster";
import { makeTempDir, projectRoot } from "../helpers/paths";
import { freePort } from "../helpers/ports";
import { spawnServer } from "../helpers/server-process";
import { createTestDatabase, dropPostgresTemplate } from "../helpers/test-db";
import { type DriveResult, drive, formatRoutes, type Step } from "./load-driver";
import { adminKey, type Context, mix } from "./load-mix";

const SECONDS = Number(process.env.LOAD_SECONDS ?? 20);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 32);
const SIZES = (process.env.LOAD_INSTANCES ?? "1,3").split(",").map(Number);
/** The paced run's rate (the target: p99 <= 250 ms for every route at 350 req/s on one instance). */
const RATE = Number(process.env.LOAD_RATE ?? 350);

if (!existsSync(join(projectRoot, "dist/pages/manifest.json"))) {
  console.error("build the site first: bun run build");
  process.exit(1);
}

interface Target {
  url: string;
  label: string;
  /** Server log lines at warn or error level, to explain any failure. */
  problems(): string[];
  stop(): Promise<void>;
}

const problemsIn = (output: string) => output.split("\n").filter((l) => /"level":"(warn|error)"/.test(l));

async function singleInstance(): Promise<Target> {
  const dataDir = makeTempDir("load-one");
  const db = await createTestDatabase(dataDir);
  const port = await freePort();
  const server = spawnServer({
    PORT: String(port),
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    TRUST_PROXY_HOPS: "1",
    LOG_LEVEL: "warn",
    ...db.env,
  });
  await server.ready(60_000);
  return {
    url: server.url,
    label: `1 instance (${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"}, local files, .eml outbox)`,
    problems: () => problemsIn(server.output()),
    async stop() {
      server.proc.kill("SIGTERM");
      await server.proc.exited;
      await db.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function threeInstances(): Promise<Target> {
  // Two trusted hops: the visitor's address comes from the edge in front of the balancer.
  const cluster: Cluster = await startCluster(3, { TRUST_PROXY_HOPS: "2" });
  return {
    url: cluster.url,
    label: "3 instances behind a balancer (PostgreSQL, s3rver, smtp-server)",
    problems: () => cluster.instances.flatMap((s) => problemsIn(s.output())),
    stop: () => cluster.stop(),
  };
}

const run = (url: string, steps: Step<Context>[], seconds = SECONDS, rate?: number) =>
  drive(url, steps, { connections: CONNECTIONS, seconds, newContext: () => ({}), rate });

const rows: string[] = [];
for (const size of SIZES) {
  if (size === 3 && !process.env.DATABASE_URL) {
    rows.push("3 instances: skipped (set DATABASE_URL: instances share PostgreSQL)");
    continue;
  }
  const target = size === 3 ? await threeInstances() : await singleInstance();
  try {
    const key = await adminKey(target.url);
    // A short warm-up, then the measured run.
    await run(target.url, mix(target.url, key), 3).catch(() => undefined);
    const loadAverage = async () =>
      (
        await Bun.file("/proc/loadavg")
          .text()
          .catch(() => "?")
      )
        .split(" ")
        .slice(0, 3)
        .join(" ");
    const report = async (title: string, r: DriveResult) => {
      const codes = Object.entries(r.statuses)
        .map(([code, n]) => `${code}:${n}`)
        .join(" ");
      return [
        `  ${title}: ${r.total} requests in ${r.seconds.toFixed(1)} s, ${CONNECTIONS} connections: ${(r.total / r.seconds).toFixed(0)} req/s (load average ${await loadAverage()})`,
        `    latency p50 ${r.p50.toFixed(0)} ms, p99 ${r.p99.toFixed(0)} ms, max ${r.max.toFixed(0)} ms; errors ${r.errors}; status codes ${codes}`,
        formatRoutes(r),
      ].join("\n");
    };
    const paced = await run(target.url, mix(target.url, key), SECONDS, RATE);
    const closed = await run(target.url, mix(target.url, key));
    rows.push(
      [
        target.label,
        await report(`paced at ${RATE} req/s`, paced),
        await report("closed loop (maximum throughput)", closed),
      ].join("\n"),
    );
    const problems = target.problems();
    if (problems.length)
      rows.push(`  server warnings/errors: ${problems.length}, first: ${problems.slice(0, 3).join("\n    ")}`);
  } finally {
    await target.stop();
  }
}
console.log(
  `\nload mix per connection: 4 page loads, 3 analytics beacons (10 events), 1 waitlist join,\n1 upload + 1 contact submission with that attachment, 1 dashboard read (24h)\n`,
);
console.log(rows.join("\n\n"));
await dropPostgresTemplate();
