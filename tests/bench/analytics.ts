/**
 * `bun run bench:analytics` prints:
 *   - first, the machine: its cores, load average and the time of a fixed piece of work
 *     (tests/bench/machine.ts), so figures from different machines can be compared;
 *   - the write path alone, in process, at three group-commit sizes (tests/bench/analytics-write.ts;
 *     BENCH_ONLY=write: only this), steadier than the HTTP figure below;
 *   - ingest throughput through HTTP with durable acknowledgement (batches of 50, concurrent clients)
 *     and the p50/p99 request latency, into an empty store and (after the dashboards) into the store
 *     holding the seeded page views (BENCH_INGEST_DATA_DIR: into a copy of your own instead);
 *   - the whole dashboard's time (all cards and tabs) for 7 d and 30 d over seeded data
 *     (PAGE_VIEWS page views over 30 days, with sessions, events, errors and vitals in the guide's
 *     proportions), median of RUNS;
 *   - the tracker's size (gzip): the core in the main bundle, and the web-vitals chunk it loads after
 *     `load` (BENCH_ONLY=tracker: only this).
 *   - the same dashboard from the straightforward SQL (analytics/reference) on DuckDB and on
 *     PostgreSQL over the same rows (tests/bench/analytics-postgres.ts), and the ratio;
 *   - each filtered 30-day view (analytics/explore) beside its straightforward SQL
 *     (analytics/reference/filtered.ts) on DuckDB and in PostgreSQL's dialect on PostgreSQL, medians
 *     of 3, and the ratios; every count of PostgreSQL's answer must equal DuckDB's.
 *   - with SCALE=1000000,3000000,10000000 (or BENCH_ONLY=scale: only this), the unfiltered and
 *     filtered dashboards at each size, to show how cost grows.
 * PAGE_VIEWS defaults to 10,000,000 (the size: ~2.5M sessions, ~5M events, ~100k errors,
 * ~2.5M vitals rows). PostgreSQL: BENCH_DATABASE_URL, DATABASE_URL or postgres://postgres@127.0.0.1.
 */
import { rmSync } from "node:fs";
import { join } from "node:path";
import { getDashboard, getDashboardBetween, getDashboardSince } from "../../analytics/dashboard";
import { type Exploration, getExploredDashboard } from "../../analytics/explore/dashboard";
import { customPeriod } from "../../analytics/read-dashboard";
import { getReferenceDashboard } from "../../analytics/reference/dashboard";
import { getReferenceFilteredDashboard } from "../../analytics/reference/filtered";
import { BACKFILL_SQL, sealVitals } from "../../analytics/rollups";
import { sealSessionHours } from "../../analytics/session-hours";
import { openAnalyticsStore } from "../../analytics/store";
import { dayOf } from "../../analytics/time-zone";
import { trackerSize } from "../../client/telemetry/bundle-size";
import type { Dashboard } from "../../shared/analytics/dashboard";
import { periodOf } from "../../shared/analytics/definitions";
import type { Filters } from "../../shared/analytics/view";
import { makeTempDir } from "../helpers/paths";
import { freePort } from "../helpers/ports";
import { spawnServer } from "../helpers/server-process";
import { conversionTimes } from "./analytics-conversions";
import { loadIntoPostgres, postgresDashboard, postgresFilteredDashboard } from "./analytics-postgres";
import { seedRawAnalytics } from "./analytics-seed";
import { writeThroughput } from "./analytics-write";
import { describeMachine, machineSpeed } from "./machine";

const UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";
// 256 concurrent clients (each its own IP), as many visitors are: the group commit then writes
// thousands of events per transaction.
const CLIENTS = Number(process.env.CLIENTS ?? 256);
const SECONDS = Number(process.env.SECONDS ?? 10);
const PAGE_VIEWS = Number(process.env.PAGE_VIEWS ?? 10_000_000);
const RUNS = Number(process.env.RUNS ?? 5);
/** The server's default ANALYTICS_TIME_ZONE: day keys and buckets as in production. */
const TZ = "Europe/Prague";
/** Runs of each filtered view's straightforward SQL (slow at 10M rows: a median of a few). */
const FILTERED_SQL_RUNS = 3;
const secs = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))] ?? 0;

/** How long each of `runs` calls of `fn` took, one after another (ms). */
async function timesOf(runs: number, fn: () => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await fn();
    times.push(performance.now() - started);
  }
  return times;
}

async function medianOf(runs: number, fn: () => Promise<unknown>) {
  const times = await timesOf(runs, fn);
  return pct(times, 50);
}

/**
 * The figures of a filtered dashboard that PostgreSQL must answer exactly as DuckDB does: every count
 * and label (the p75s and the average duration are floating point, summed in another order).
 */
type Counted = Pick<
  Dashboard,
  | "summary"
  | "realtimeVisitors"
  | "timeSeries"
  | "topPages"
  | "topEvents"
  | "performance"
  | "referrers"
  | "devices"
  | "browsers"
  | "operatingSystems"
  | "channels"
  | "campaigns"
  | "countries"
  | "entryPages"
  | "exitPages"
  | "botHits"
> & { topErrors: { label: string; count: number }[] };
const countsOf = (d: Counted) => {
  const plain = <T extends object>(rows: T[]) => rows.map((r) => Object.values(r));
  return {
    realtimeVisitors: d.realtimeVisitors,
    timeSeries: plain(d.timeSeries),
    topPages: plain(d.topPages),
    topEvents: plain(d.topEvents),
    topErrors: d.topErrors.map((e) => [e.label, e.count]),
    samples: d.performance.samples,
    breakdowns: [d.referrers, d.devices, d.browsers, d.operatingSystems, d.channels, d.campaigns, d.countries].map(
      plain,
    ),
    entryPages: plain(d.entryPages),
    exitPages: plain(d.exitPages),
    botHits: d.botHits,
  };
};

/**
 * Ingest over HTTP for SECONDS. `seeded`: a data folder whose analytics.duckdb already holds
 * data (the dashboard's 10M page views), as a site's store does after a month: checkpoints and
 * index upserts cost more there than in an empty store.
 */
async function ingestThroughput(seeded?: { dir: string; what: string }) {
  const dataDir = seeded?.dir ?? makeTempDir("bench-ingest");
  const port = await freePort();
  // Each client has its own IP (X-Forwarded-For behind one trusted proxy), as real visitors do.
  const server = spawnServer({ PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "warn", TRUST_PROXY_HOPS: "1" });
  await server.ready(60_000);
  // The request bodies are made before the clock starts (unique ids throughout, enough for
  // 120k events/s): the client shares the machine's two cores with the server and should spend them
  // on sending, not on JSON and UUIDs.
  const perClient = Math.ceil((SECONDS * 120_000) / 50 / CLIENTS);
  const at = Date.now();
  const bodies = Array.from({ length: CLIENTS }, (_, c) =>
    Array.from({ length: perClient }, (_, b) =>
      JSON.stringify({
        events: Array.from({ length: 50 }, () => ({
          type: "pageview",
          id: crypto.randomUUID(),
          sessionId: `bench-${c}-${b % 100}`,
          at,
          path: `/page-${b % 20}`,
        })),
      }),
    ),
  );
  const latencies: number[] = [];
  let events = 0;
  let errors = 0;
  let exhausted = false;
  const deadline = Date.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, c) => {
      for (let b = 0; Date.now() < deadline; b++) {
        const body = bodies[c]?.[b];
        if (!body) {
          exhausted = true;
          break;
        }
        const started = performance.now();
        const res = await fetch(`${server.url}/api/analytics/events`, {
          method: "POST",
          headers: { "content-type": "application/json", "user-agent": UA, "x-forwarded-for": `10.1.${c}.1` },
          body,
        });
        latencies.push(performance.now() - started);
        if (res.status === 204) events += 50;
        else errors++;
      }
    }),
  );
  if (exhausted) console.log("(a client ran out of prepared batches: the figure below is a lower bound)");
  server.proc.kill("SIGTERM");
  await server.proc.exited;
  if (!seeded) rmSync(dataDir, { recursive: true, force: true });
  console.log(
    `ingest over HTTP ${seeded?.what ?? "into an empty store"} (${CLIENTS} clients, batches of 50, ack after commit): ${Math.round(events / SECONDS)} events/s (target >= 60,000), request p50 ${pct(latencies, 50).toFixed(1)} ms, p99 ${pct(latencies, 99).toFixed(1)} ms, ${errors} non-204`,
  );
}

async function dashboardTimes() {
  const dir = makeTempDir("bench-dash");
  // The server's file name in its data folder: the ingest is timed on this file at the end.
  const file = join(dir, "analytics.duckdb");
  // Seeding and building the rollups of 10M rows in one go needs more than the server's 2 GB.
  let store = await openAnalyticsStore(file, { memoryLimit: process.env.BENCH_SEED_MEMORY ?? "8GB", timeZone: TZ });
  const now = new Date();
  let t = performance.now();
  await store.write((c) => seedRawAnalytics(c, PAGE_VIEWS, now));
  const counts = (
    await store.read((c) =>
      c.runAndReadAll(`SELECT (SELECT count(*) FROM page_views) AS pv, (SELECT count(*) FROM user_sessions) AS s,
      (SELECT count(*) FROM user_events) AS e, (SELECT count(*) FROM error_logs) AS x, (SELECT count(*) FROM performance_metrics) AS v`),
    )
  ).getRowObjects()[0] as Record<string, bigint>;
  const n = (k: string) => Number(counts[k]).toLocaleString("en");
  console.log(
    `seeded ${n("pv")} page views, ${n("s")} sessions, ${n("e")} events, ${n("x")} errors, ${n("v")} vitals rows over 30 days in ${secs(t)}`,
  );
  t = performance.now();
  // The rollups the ingest keeps, built here in one go from the seeded rows (as migration 3 does).
  await store.write(async (c) => {
    await c.run(BACKFILL_SQL);
    await sealVitals(c, now.getTime());
    // The per-session facts of every sealed hour (ingest seals two days of hours per call; here all at once).
    await sealSessionHours(c, now.getTime(), Number.POSITIVE_INFINITY);
  });
  await store.close();
  console.log(`rollups built from them in ${secs(t)}`);
  // Timed as the server runs it: default settings (2 GB memory limit, all cores).
  store = await openAnalyticsStore(file, { timeZone: TZ });

  if (process.env.BENCH_ONLY === "conversions") {
    await conversionTimes(store, now, RUNS);
    await store.close();
    rmSync(dir, { recursive: true, force: true });
    return;
  }
  const results: Record<string, { rollups: number; duckdbSql: number; postgresSql?: number }> = {};
  for (const range of ["7d", "30d"] as const) {
    // Same answer as the straightforward SQL (analytics/rollups.test.ts proves it on edge cases).
    t = performance.now();
    const reference = await getReferenceDashboard(store, range, now);
    const duckdbSql = performance.now() - t;
    const fast = await getDashboard(store, range, now);
    if (!Bun.deepEquals(fast, reference))
      throw new Error(`dashboard ${range}: the rollups differ from the reference SQL`);
    const times = await timesOf(RUNS, () => getDashboard(store, range));
    results[range] = { rollups: pct(times, 50), duckdbSql };
    console.log(
      `dashboard ${range.padEnd(3)} (all cards and tabs): rollups median ${pct(times, 50).toFixed(1)} ms (p90 ${pct(times, 90).toFixed(1)} ms, ${RUNS} runs) = reference SQL on DuckDB ${duckdbSql.toFixed(0)} ms (same answer)`,
    );
  }

  // A custom range without filters is read from the rollups (analytics/read-dashboard.ts), whether
  // its last day is today or it ended (a week and a month that ended yesterday): the same answer as
  // the raw path, which is timed once beside it.
  {
    const day = (daysBack: number) => dayOf(now.getTime() - daysBack * 86_400_000, TZ);
    const ranges = [
      { first: day(29), last: day(0), label: "to today", read: getDashboardSince },
      { first: day(7), last: day(1), label: "ended yesterday", read: getDashboardBetween },
      { first: day(29), last: day(1), label: "ended yesterday", read: getDashboardBetween },
    ];
    for (const { first, last, label, read } of ranges) {
      const period = customPeriod(first, last, TZ);
      t = performance.now();
      const raw = await getExploredDashboard(
        store,
        { range: "custom", period, filters: {}, timeZone: TZ, rolling: false },
        now,
      );
      const rawMs = performance.now() - t;
      if (!Bun.deepEquals(await read(store, "custom", period, now), raw))
        throw new Error(`custom range ${first}..${last}: the rollups differ from the raw path`);
      const times = await timesOf(RUNS, () => read(store, "custom", period, now));
      console.log(
        `dashboard custom ${first}..${last} (${label}, no filter): rollups median ${pct(times, 50).toFixed(1)} ms (p90 ${pct(times, 90).toFixed(1)} ms, ${RUNS} runs) = raw path ${rawMs.toFixed(0)} ms (same answer)`,
      );
    }
  }

  // Filtered views and custom ranges are read from the raw rows (analytics/explore): one filter
  // and two, over 30 days (target: median <= 300 ms at 10M page views).
  const views: [string, Filters][] = [
    ["no filter (raw path)", {}],
    ["page /contact", { page: "/contact" }],
    ["channel Email", { channel: "Email" }],
    ["campaign", { campaign: "newsletter / email / autumn-2026" }],
    ["country CZ", { country: "CZ" }],
    ["channel Organic Search + country CZ", { channel: "Organic Search", country: "CZ" }],
    ["page / + device mobile", { page: "/", device: "mobile" }],
  ];
  /** Each view's explore median and DuckDB answer, and its straightforward SQL's median on DuckDB. */
  const filteredResults: {
    name: string;
    x: Exploration;
    answer: Dashboard;
    explore: number;
    duckdbSql: number;
    postgresSql?: number;
  }[] = [];
  for (const [name, filters] of views) {
    const x = {
      range: "30d" as const,
      period: periodOf("30d", now),
      filters,
      timeZone: TZ,
      rolling: true,
    };
    const times = await timesOf(RUNS, () => getExploredDashboard(store, x, now));
    console.log(
      `dashboard 30d filtered by ${name}: median ${pct(times, 50).toFixed(1)} ms (p90 ${pct(times, 90).toFixed(1)} ms, ${RUNS} runs; target <= 300 ms)`,
    );
    // The same view as straightforward SQL (analytics/reference/filtered.ts): same answer, timed for
    // the comparison with PostgreSQL below.
    const answer = await getExploredDashboard(store, x, now);
    let reference: Dashboard | undefined;
    const duckdbSql = await medianOf(FILTERED_SQL_RUNS, async () => {
      reference = await getReferenceFilteredDashboard(store, x, now);
    });
    if (!Bun.deepEquals(answer, reference))
      throw new Error(`dashboard 30d filtered by ${name}: explore differs from the straightforward SQL on DuckDB`);
    filteredResults.push({ name, x, answer, explore: pct(times, 50), duckdbSql });
  }
  await conversionTimes(store, now, RUNS);

  const pgUrl =
    process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  let loaded: Awaited<ReturnType<typeof loadIntoPostgres>> | undefined;
  try {
    t = performance.now();
    loaded = await store.read((c) => loadIntoPostgres(c, pgUrl, join(dir, "csv")));
    console.log(`copied the same rows into PostgreSQL (${new URL(pgUrl).host}, created_at indexed) in ${secs(t)}`);
    for (const range of ["7d", "30d"] as const) {
      const r = results[range]!;
      t = performance.now();
      const answer = await postgresDashboard(loaded.pg, range, now);
      r.postgresSql = performance.now() - t;
      const reference = await getReferenceDashboard(store, range, now);
      if (
        answer.summary.current.pageViews !== reference.summary.current.pageViews ||
        answer.summary.current.sessions !== reference.summary.current.sessions ||
        !Bun.deepEquals(countsOf(answer), countsOf(reference))
      )
        throw new Error(
          `PostgreSQL ${range}: ${JSON.stringify(countsOf(answer))} differs from DuckDB's ${JSON.stringify(countsOf(reference))}`,
        );
      console.log(
        `dashboard ${range.padEnd(3)} straightforward SQL on PostgreSQL: ${r.postgresSql.toFixed(0)} ms -> rollups are ${(r.postgresSql / r.rollups).toFixed(0)}x faster (target >= 20x)`,
      );
    }
    // The filtered views: the same straightforward SQL in PostgreSQL's dialect, over the same rows.
    for (const f of filteredResults) {
      let answer: Awaited<ReturnType<typeof postgresFilteredDashboard>> | undefined;
      const postgresSql = await medianOf(FILTERED_SQL_RUNS, async () => {
        answer = await postgresFilteredDashboard(loaded!.pg, f.x.period, f.x.filters, { timeZone: TZ, now });
      });
      const summaryOf = (d: Pick<Dashboard, "summary">) =>
        [d.summary.current, d.summary.previous].map((s) => [s.pageViews, s.sessions, s.visitors]);
      if (!answer || !Bun.deepEquals(summaryOf(answer), summaryOf(f.answer)))
        throw new Error(
          `PostgreSQL 30d filtered by ${f.name}: page views, sessions, visitors ${JSON.stringify(answer && summaryOf(answer))} differ from DuckDB's ${JSON.stringify(summaryOf(f.answer))}`,
        );
      const differing = Object.entries(countsOf(answer)).filter(
        ([k, v]) => !Bun.deepEquals(v, countsOf(f.answer)[k as keyof ReturnType<typeof countsOf>]),
      );
      if (differing.length)
        throw new Error(
          `PostgreSQL 30d filtered by ${f.name}: ${differing.map(([k]) => k).join(", ")} differ from DuckDB's answer`,
        );
      console.log(
        `dashboard 30d filtered by ${f.name}: DuckDB explore ${f.explore.toFixed(0)} ms, straightforward SQL on DuckDB ${f.duckdbSql.toFixed(0)} ms, on PostgreSQL ${postgresSql.toFixed(0)} ms (PostgreSQL / explore ${(postgresSql / f.explore).toFixed(1)}x, PostgreSQL / DuckDB straightforward ${(postgresSql / f.duckdbSql).toFixed(1)}x; medians of ${FILTERED_SQL_RUNS}, same counts)`,
      );
      f.postgresSql = postgresSql;
    }
  } catch (error) {
    console.log(`PostgreSQL comparison not run: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    await loaded?.drop().catch(() => {});
  }
  for (const f of filteredResults.filter((f) => f.postgresSql === undefined))
    console.log(
      `dashboard 30d filtered by ${f.name}: DuckDB explore ${f.explore.toFixed(0)} ms, straightforward SQL on DuckDB ${f.duckdbSql.toFixed(0)} ms (median of ${FILTERED_SQL_RUNS}; PostgreSQL not run)`,
    );
  for (const [range, r] of Object.entries(results)) {
    console.log(
      `dashboard ${range.padEnd(3)} target median <= 100 ms: ${r.rollups <= 100 ? "met" : "MISSED"} (${r.rollups.toFixed(1)} ms)`,
    );
  }
  await store.close();
  await ingestThroughput({ dir, what: `into the store holding these ${n("pv")} page views` });
  rmSync(dir, { recursive: true, force: true });
}

/**
 * How cost grows (SCALE=1000000,3000000,10000000 or BENCH_ONLY=scale): at each size, the whole
 * dashboard over 30 days from the rollups, and filtered by one and by two dimensions (raw path),
 * median of RUNS.
 */
async function scaleTimes(sizes: number[]) {
  const views: [string, Filters][] = [
    ["channel Email", { channel: "Email" }],
    ["channel Organic Search + country CZ", { channel: "Organic Search", country: "CZ" }],
  ];
  for (const size of sizes) {
    const dir = makeTempDir("bench-scale");
    const file = join(dir, "a.duckdb");
    let store = await openAnalyticsStore(file, { memoryLimit: process.env.BENCH_SEED_MEMORY ?? "8GB", timeZone: TZ });
    const now = new Date();
    await store.write(async (c) => {
      await seedRawAnalytics(c, size, now);
      await c.run(BACKFILL_SQL);
      await sealVitals(c, now.getTime());
      await sealSessionHours(c, now.getTime(), Number.POSITIVE_INFINITY);
    });
    await store.close();
    store = await openAnalyticsStore(file, { timeZone: TZ });
    const median = async (fn: () => Promise<unknown>) => {
      const times: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const started = performance.now();
        await fn();
        times.push(performance.now() - started);
      }
      return pct(times, 50).toFixed(0);
    };
    const parts = [`unfiltered ${await median(() => getDashboard(store, "30d", now))} ms`];
    for (const [name, filters] of views) {
      const x = { range: "30d" as const, period: periodOf("30d", now), filters, timeZone: TZ, rolling: true };
      parts.push(`${name} ${await median(() => getExploredDashboard(store, x, now))} ms`);
    }
    console.log(`scale ${size.toLocaleString("en")} page views, 30 d: ${parts.join(", ")}`);
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function printTrackerSize() {
  const { core, vitals } = await trackerSize();
  console.log(`tracker: ${(core.gzip / 1024).toFixed(2)} KB gzip (core, in the main bundle; budget 3 KB)`);
  console.log(`tracker vitals chunk: ${(vitals.gzip / 1024).toFixed(2)} KB gzip (web-vitals, loaded after load)`);
}

console.log(describeMachine(await machineSpeed()));
await printTrackerSize();
if (process.env.BENCH_ONLY === "tracker") process.exit(0);
const only = process.env.BENCH_ONLY;
// The write path alone, in process, at three group-commit sizes (BENCH_ONLY=write: only this).
if (only === "write" || only === "ingest" || only === undefined)
  for (const requests of [50, 134, 256]) await writeThroughput(requests);
if (only === "write") process.exit(0);
if (only !== "dashboard" && only !== "scale" && only !== "conversions") await ingestThroughput();
// A copy of a store you already have (BENCH_ONLY=ingest BENCH_INGEST_DATA_DIR=dir, dir/analytics.duckdb).
if (only === "ingest" && process.env.BENCH_INGEST_DATA_DIR)
  await ingestThroughput({ dir: process.env.BENCH_INGEST_DATA_DIR, what: "into the store of BENCH_INGEST_DATA_DIR" });
if (only !== "ingest" && only !== "scale") await dashboardTimes();
if (process.env.SCALE || only === "scale")
  await scaleTimes((process.env.SCALE ?? "1000000,3000000,10000000").split(",").map(Number));
