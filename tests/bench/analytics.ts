/**
 * `bun run bench:analytics` prints:
 *   - ingest throughput through HTTP with durable acknowledgement (batches of 50, concurrent clients)
 *     and the p50/p99 request latency;
 *   - the whole dashboard's time (all cards and tabs) for 7 d and 30 d over seeded data
 *     (PAGE_VIEWS page views over 30 days, with sessions, events, errors and vitals in the guide's
 *     proportions), median of RUNS;
 *   - the tracker's size (gzip).
 * PAGE_VIEWS defaults to 1,000,000; the target is stated for 10,000,000 (PAGE_VIEWS=10000000).
 */
import { rmSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "bun";
import { getDashboard } from "../../analytics/dashboard";
import { openAnalyticsStore } from "../../analytics/store";
import { makeTempDir, projectRoot } from "../helpers/paths";
import { freePort } from "../helpers/ports";
import { spawnServer } from "../helpers/server-process";

const UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";
const CLIENTS = Number(process.env.CLIENTS ?? 32);
const SECONDS = Number(process.env.SECONDS ?? 10);
const PAGE_VIEWS = Number(process.env.PAGE_VIEWS ?? 1_000_000);
const RUNS = Number(process.env.RUNS ?? 5);
const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))] ?? 0;

async function ingestThroughput() {
  const dataDir = makeTempDir("bench-ingest");
  const port = await freePort();
  // Each client has its own IP (X-Forwarded-For behind one trusted proxy), as real visitors do.
  const server = spawnServer({ PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "warn", TRUST_PROXY_HOPS: "1" });
  await server.ready(60_000);
  const latencies: number[] = [];
  let events = 0;
  let errors = 0;
  const deadline = Date.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, c) => {
      for (let b = 0; Date.now() < deadline; b++) {
        const batch = Array.from({ length: 50 }, () => ({
          type: "pageview",
          id: crypto.randomUUID(),
          sessionId: `bench-${c}-${b % 100}`,
          at: Date.now(),
          path: `/page-${b % 20}`,
        }));
        const started = performance.now();
        const res = await fetch(`${server.url}/api/analytics/events`, {
          method: "POST",
          headers: { "content-type": "application/json", "user-agent": UA, "x-forwarded-for": `10.1.${c}.1` },
          body: JSON.stringify({ events: batch }),
        });
        latencies.push(performance.now() - started);
        if (res.status === 204) events += 50;
        else errors++;
      }
    }),
  );
  server.proc.kill("SIGTERM");
  await server.proc.exited;
  rmSync(dataDir, { recursive: true, force: true });
  console.log(
    `ingest over HTTP (${CLIENTS} clients, batches of 50, ack after commit): ${Math.round(events / SECONDS)} events/s, request p50 ${pct(latencies, 50).toFixed(1)} ms, p99 ${pct(latencies, 99).toFixed(1)} ms, ${errors} non-204`,
  );
}

async function dashboardTimes() {
  const dir = makeTempDir("bench-dash");
  const store = await openAnalyticsStore(join(dir, "a.duckdb"));
  const c = store.connection;
  const sessions = Math.round(PAGE_VIEWS / 4);
  const seeded = performance.now();
  // Generated inside DuckDB: spread uniformly over the last 30 days.
  await c.run(`INSERT INTO user_sessions (session_id, entry_page, exit_page, created_at, last_activity, duration_seconds, page_views_count, events_count, bounce_rate, device_type, browser, os)
    SELECT 's' || i, '/', '/', now() - to_seconds((hash(i) % 2592000)::BIGINT), now(), (hash(i * 7) % 600)::INTEGER,
           (1 + hash(i * 3) % 6)::INTEGER, (hash(i * 5) % 4)::INTEGER, false, ['desktop','mobile','tablet'][(1 + hash(i) % 3)::INTEGER],
           ['Chrome','Safari','Firefox','Edge'][(1 + hash(i) % 4)::INTEGER], ['Windows','macOS','iOS','Android'][(1 + hash(i * 11) % 4)::INTEGER]
      FROM range(${sessions}) t(i)`);
  await c.run(`INSERT INTO page_views (event_id, session_id, page_path, referrer, device_type, browser, os, created_at)
    SELECT 'p' || i, 's' || (i % ${sessions}), '/page-' || (hash(i) % 40), ['https://google.com/','','https://linkedin.com/'][(1 + hash(i) % 3)::INTEGER],
           'desktop', 'Chrome', 'Windows', now() - to_seconds((hash(i * 13) % 2592000)::BIGINT)
      FROM range(${PAGE_VIEWS}) t(i)`);
  await c.run(`INSERT INTO user_events (event_id, session_id, event_name, page_path, created_at)
    SELECT 'e' || i, 's' || (i % ${sessions}), ['button_click','link_click','scroll_depth','form_submission'][(1 + hash(i) % 4)::INTEGER], '/', now() - to_seconds((hash(i * 17) % 2592000)::BIGINT)
      FROM range(${Math.round(PAGE_VIEWS / 2)}) t(i)`);
  await c.run(`INSERT INTO error_logs (event_id, error_type, error_message, page_path, created_at)
    SELECT 'x' || i, 'error', 'Error ' || (hash(i) % 50), '/', now() - to_seconds((hash(i * 19) % 2592000)::BIGINT)
      FROM range(${Math.round(PAGE_VIEWS / 100)}) t(i)`);
  await c.run(`INSERT INTO performance_metrics (event_id, session_id, page_path, lcp, fcp, ttfb, cls, created_at)
    SELECT 'v' || i, 's' || (i % ${sessions}), '/', 800 + hash(i) % 3000, 400 + hash(i * 3) % 1500, 50 + hash(i * 5) % 900, (hash(i * 7) % 30) / 100.0,
           now() - to_seconds((hash(i * 23) % 2592000)::BIGINT)
      FROM range(${Math.round(PAGE_VIEWS / 4)}) t(i)`);
  await c.run("CHECKPOINT");
  console.log(
    `seeded ${PAGE_VIEWS.toLocaleString("en")} page views (+ ${sessions.toLocaleString("en")} sessions, events, errors, vitals) in ${((performance.now() - seeded) / 1000).toFixed(1)} s`,
  );
  for (const range of ["7d", "30d"] as const) {
    await getDashboard(store, range); // warm
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now();
      await getDashboard(store, range);
      times.push(performance.now() - started);
    }
    console.log(
      `dashboard ${range.padEnd(3)} (all cards and tabs, DuckDB, straightforward SQL): median ${pct(times, 50).toFixed(0)} ms`,
    );
  }
  await store.close();
  rmSync(dir, { recursive: true, force: true });
}

async function trackerSize() {
  const out = await Bun.build({
    entrypoints: [join(projectRoot, "client/telemetry/tracker.ts")],
    minify: true,
    target: "browser",
  });
  const code = await out.outputs[0]!.text();
  console.log(`tracker: ${(gzipSync(new TextEncoder().encode(code)).byteLength / 1024).toFixed(2)} KB gzip`);
}

await trackerSize();
if (process.env.BENCH_ONLY !== "dashboard") await ingestThroughput();
if (process.env.BENCH_ONLY !== "ingest") await dashboardTimes();
