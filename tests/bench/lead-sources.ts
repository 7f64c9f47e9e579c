/**
 * `bun tests/bench/lead-sources.ts` times "Leads by source" (analytics.leadSources) in its two halves,
 * as the service runs them, over 30 days:
 *   - the app database: LEADS leads (default 100,000) grouped by session (`leadsBySession`), on PGlite,
 *     or on PostgreSQL with DATABASE_URL;
 *   - DuckDB: PAGE_VIEWS page views (default 10M, seeded as bench:analytics does, with the rollups
 *     ingest keeps, session_pairs and its landings among them) and those leads' sessions passed as one
 *     text (`getLeadSources`), without filters and with a channel filter; each answer is checked
 *     against the straightforward SQL over the views (analytics/reference/leadSources.ts), timed beside it.
 * Median and p95 of ROUNDS calls each (target: the DuckDB half <= 300 ms at 10M page views).
 */
import { rmSync } from "node:fs";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { getLeadSources, sessionLeadsText } from "../../analytics/queries/getLeadSources";
import { getReferenceLeadSources } from "../../analytics/reference/leadSources";
import { BACKFILL_SQL } from "../../analytics/rollups";
import { openAnalyticsStore } from "../../analytics/store";
import { leadsBySession } from "../../server/db/queries/lead-sources";
import { makeTempDir } from "../helpers/paths";
import { createTestDatabase } from "../helpers/test-db";
import { seedRawAnalytics } from "./analytics-seed";

const PAGE_VIEWS = Number(process.env.PAGE_VIEWS ?? 10_000_000);
const LEADS = Number(process.env.LEADS ?? 100_000);
const ROUNDS = Number(process.env.ROUNDS ?? 10);
const DAY = 86_400_000;

const percentile = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))] ?? 0;
async function timed(label: string, fn: () => Promise<unknown>) {
  await fn(); // warm
  const times: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const t = performance.now();
    await fn();
    times.push(performance.now() - t);
  }
  console.log(
    `  ${label.padEnd(34)} median ${percentile(times, 50).toFixed(1).padStart(7)} ms   p95 ${percentile(times, 95).toFixed(1).padStart(7)} ms`,
  );
}

const dir = makeTempDir("bench-lead-sources");
const now = new Date();
const range = { from: now.getTime() - 30 * DAY, to: now.getTime() };
try {
  // DuckDB as the server opens it (2 GB), seeded with more memory as bench:analytics does.
  const file = join(dir, "a.duckdb");
  let store = await openAnalyticsStore(file, { memoryLimit: process.env.BENCH_SEED_MEMORY ?? "8GB" });
  let t = performance.now();
  await store.write((c) => seedRawAnalytics(c, PAGE_VIEWS, now));
  // What ingest keeps beside the rows (each session's landing in session_pairs), built in one go.
  await store.write((c) => c.run(BACKFILL_SQL));
  await store.close();
  store = await openAnalyticsStore(file);
  console.log(
    `seeded ${PAGE_VIEWS.toLocaleString("en")} page views in ${((performance.now() - t) / 1000).toFixed(1)} s`,
  );
  // LEADS sessions that exist, spread over the month; a tenth of their leads won.
  const picked = (
    await store.read((c) =>
      c.runAndReadAll(
        `SELECT session_id FROM (SELECT DISTINCT session_id FROM page_views) ORDER BY hash(session_id) LIMIT ${LEADS}`,
      ),
    )
  )
    .getRows()
    .map(([s]) => String(s));
  const sessions = sessionLeadsText(picked.map((session, i) => ({ session, leads: 1, won: i % 10 === 0 ? 1 : 0 })));

  console.log(`DuckDB, ${picked.length.toLocaleString("en")} sessions, 30 days:`);
  for (const [name, filters] of [
    ["no filter", {}],
    ["channel = Email", { channel: "Email" }],
  ] as const) {
    await timed(`getLeadSources, ${name}`, () => getLeadSources(store, sessions, range, filters));
    const answer = await getLeadSources(store, sessions, range, filters);
    t = performance.now();
    const reference = await getReferenceLeadSources(store, sessions, range, filters);
    if (!Bun.deepEquals(answer, reference))
      throw new Error(`getLeadSources, ${name}: differs from the straightforward SQL`);
    console.log(
      `  ${"straightforward SQL, same answer".padEnd(34)} ${(performance.now() - t).toFixed(1).padStart(7)} ms`,
    );
  }
  await store.close();

  const database = await createTestDatabase(dir);
  const handle = await database.open();
  t = performance.now();
  // The leads in bulk, trigger off as bench:inbox seeds them (the tallies are not read here).
  await handle.db.execute(sql.raw("alter table leads disable trigger leads_tally"));
  for (let i = 0; i < picked.length; i += 10_000) {
    const chunk = JSON.stringify(picked.slice(i, i + 10_000));
    await handle.db.execute(sql`
      insert into leads (id, kind, name, email, locale, status, created_at, due_at, analytics_session)
      select gen_random_uuid(), 'enquiry', 'Lead ' || n, 'lead' || n || '@example.com', 'en',
             case when n % 10 = 0 then 'won' else 'new' end, at, at + interval '24 hours', s::uuid
        from (select s, n, now() - (n * 25.9) * interval '1 second' as at
                from jsonb_array_elements_text(${chunk}::jsonb) with ordinality as x(s, n)) q`);
  }
  await handle.db.execute(sql.raw("analyze"));
  console.log(
    `${database.env.DATABASE_URL ? "PostgreSQL" : "PGlite"}: seeded ${picked.length.toLocaleString("en")} leads in ${((performance.now() - t) / 1000).toFixed(1)} s`,
  );
  await timed("leadsBySession, 30 days", () => leadsBySession(handle.db, new Date(range.from), new Date(range.to)));
  await handle.close();
  await database.drop();
} finally {
  rmSync(dir, { recursive: true, force: true });
}
