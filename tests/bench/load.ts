/**
 * `bun run bench:load`: a realistic mix of traffic (page loads, analytics beacons, waitlist joins,
 * contact submissions with an attachment, admin dashboard reads) driven by autocannon against one
 * instance and against three behind a round-robin balancer (sharing PostgreSQL, s3rver and
 * smtp-server). Prints throughput, p50/p99 latency, errors and status codes for each.
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
import autocannon from "autocannon";
import { signUp } from "../helpers/auth";
import { type Cluster, startCluster } from "../helpers/cluster";
import { TINY_PDF } from "../helpers/files";
import { makeTempDir, projectRoot } from "../helpers/paths";
import { freePort } from "../helpers/ports";
import { spawnServer } from "../helpers/server-process";
import { createTestDatabase, dropPostgresTemplate } from "../helpers/test-db";

const SECONDS = Number(process.env.LOAD_SECONDS ?? 20);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 32);
const SIZES = (process.env.LOAD_INSTANCES ?? "1,3").split(",").map(Number);

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

/** An admin's API key, for the dashboard reads. */
async function adminKey(url: string): Promise<string> {
  const { cookie } = await signUp(url, `load-admin-${Date.now()}@example.com`);
  const call = (path: string, body: unknown) =>
    fetch(`${url}/trpc/${path}`, {
      method: "POST",
      headers: { cookie, origin: url, "content-type": "application/json" },
      body: JSON.stringify(body),
    }).then((r) => r.json() as Promise<{ result?: { data: { key?: string } } }>);
  await call("admin.setup", null);
  const created = await call("admin.apiKeys.create", { name: "load" });
  const key = created.result?.data.key;
  if (!key) throw new Error("could not create an API key for the dashboard reads");
  return key;
}

const BOUNDARY = "----merchload";
const multipart = Buffer.concat([
  Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="files"; filename="brief.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
  ),
  Buffer.from(TINY_PDF),
  Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
]);

let counter = 0;
const clientIp = () => {
  const n = ++counter;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
};

function beacon(): string {
  const sessionId = crypto.randomUUID();
  const at = Date.now();
  const events = [
    { type: "pageview", id: crypto.randomUUID(), sessionId, at, path: "/", title: "Merchovna" },
    ...Array.from({ length: 9 }, (_, i) => ({
      type: "event",
      id: crypto.randomUUID(),
      sessionId,
      at: at + i,
      name: i % 2 ? "button_click" : "scroll_depth",
      path: "/",
      data: { depth: 25 },
    })),
  ];
  return JSON.stringify({ events });
}

type Context = { key?: string };
type Req = Omit<autocannon.Request, "setupRequest" | "onResponse"> & {
  setupRequest?: (req: autocannon.Request, context: Context) => autocannon.Request;
  onResponse?: (status: number, body: string, context: Context) => void;
};

function mix(url: string, apiKey: string): Req[] {
  const origin = { origin: url };
  const json = { "content-type": "application/json", ...origin };
  const withIp = (req: autocannon.Request) => ({ ...req, headers: { ...req.headers, "x-forwarded-for": clientIp() } });
  const page = (path: string): Req => ({
    method: "GET",
    path,
    setupRequest: withIp,
    headers: { "accept-encoding": "br, gzip" },
  });
  const beaconReq: Req = {
    method: "POST",
    path: "/api/analytics/events",
    headers: { "content-type": "text/plain", ...origin },
    setupRequest: (req) => withIp({ ...req, body: beacon() }),
  };
  return [
    page("/"),
    beaconReq,
    page("/our-story"),
    {
      method: "POST",
      path: "/trpc/waitlist.join",
      headers: json,
      setupRequest: (req) => withIp({ ...req, body: JSON.stringify({ email: `load-${++counter}@example.com` }) }),
    },
    page("/cs/what-we-do"),
    beaconReq,
    {
      method: "POST",
      path: "/api/uploads",
      headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}`, ...origin },
      body: multipart,
      setupRequest: withIp,
      onResponse: (status, body, context) => {
        if (status === 201) context.key = (JSON.parse(body) as { files: { key: string }[] }).files[0]?.key;
      },
    },
    {
      method: "POST",
      path: "/trpc/contact.submit",
      headers: json,
      setupRequest: (req, context) =>
        withIp({
          ...req,
          body: JSON.stringify({
            name: "Load Tester",
            email: `load-contact-${++counter}@example.com`,
            message: "We would like 300 embroidered hoodies for our team.",
            attachments: context.key ? [context.key] : [],
          }),
        }),
    },
    page("/brands"),
    beaconReq,
    {
      method: "GET",
      path: `/trpc/analytics.dashboard?input=${encodeURIComponent(JSON.stringify({ range: "24h" }))}`,
      headers: { authorization: `Bearer ${apiKey}` },
      setupRequest: withIp,
    },
  ];
}

function run(url: string, requests: Req[], duration = SECONDS): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(
      { url, connections: CONNECTIONS, duration, requests: requests as unknown as autocannon.Request[], timeout: 10 },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

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
    const r = await run(target.url, mix(target.url, key));
    const codes = Object.entries(r.statusCodeStats ?? {})
      .map(([code, s]) => `${code}:${(s as { count: number }).count}`)
      .join(" ");
    rows.push(
      [
        target.label,
        `  ${r.requests.total} requests in ${SECONDS} s, ${CONNECTIONS} connections: ${r.requests.average.toFixed(0)} req/s`,
        `  latency p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, max ${r.latency.max} ms`,
        `  errors ${r.errors}, timeouts ${r.timeouts}, non-2xx ${r.non2xx}; status codes ${codes}`,
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
