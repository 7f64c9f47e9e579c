/**
 * `bun run bench:inbox` prints, against the real server (`bun server/index.ts`) in its own process,
 * with 100,000 leads (and their timeline's first event) and 100,000 waitlist entries seeded:
 *   - the inbox's first page, a search, a status + owner filter, the overdue view, the status counts
 *     and the promise figures: median and p95 of ROUNDS calls each (target: median <= 50 ms);
 *   - the CSV exports of all 100,000 leads and all 100,000 waitlist entries: time, size, and the
 *     server's RSS before and at its peak
 *     (it streams page by page, so the peak must stay near the idle RSS).
 * On PGlite always; on PostgreSQL too when DATABASE_URL is set (each in a fresh database).
 */
import { rmSync } from "node:fs";
import { sql } from "drizzle-orm";
import { createApiKey } from "../../server/services/api-keys";
import { makeTempDir } from "../helpers/paths";
import { freePort } from "../helpers/ports";
import { spawnServer } from "../helpers/server-process";
import { createTestDatabase, dropPostgresTemplate } from "../helpers/test-db";

const LEADS = Number(process.env.LEADS ?? 100_000);
const ROUNDS = Number(process.env.ROUNDS ?? 30);
const ADMINS = ["u_ada", "u_bohdan", "u_cecilie", "u_dan"];

const percentile = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))] ?? 0;
const rssMiB = (pid: number) => {
  const status = require("node:fs").readFileSync(`/proc/${pid}/status`, "utf8") as string;
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
};

/** Seeds admins, leads over two years (most answered, some overdue), their first events, the waitlist. */
async function seed(open: () => Promise<{ db: import("../../server/db/client").Database; close(): Promise<void> }>) {
  const handle = await open();
  const { db } = handle;
  for (const [i, id] of ADMINS.entries()) {
    await db.execute(sql`insert into "user" (id, name, email, email_verified, is_admin)
      values (${id}, ${["Ada Králová", "Bohdan Novák", "Cecílie Dvořáková", "Dan Svoboda"][i]}, ${`${id}@merchovna.test`}, true, true)`);
  }
  const { key } = await createApiKey(db, ADMINS[0]!, { name: "bench", scopes: ["leads:read"] });
  // Seeded in bulk with the tally trigger off (one upsert per row is slow for 100,000 rows at once),
  // then the tallies counted once, as the trigger would have left them.
  await db.execute(sql.raw("alter table leads disable trigger leads_tally"));
  await db.execute(
    sql.raw(`
    insert into leads (id, kind, name, email, locale, status, owner_id, created_at, due_at, first_reply_at, closed_at)
    select gen_random_uuid(),
           (array['enquiry','contact','design'])[1 + i % 3],
           (array['Jana','Petr','Eva','Tomáš','Lucie','Martin','Anna','Jakub'])[1 + i % 8] || ' ' ||
             (array['Nováková','Svoboda','Dvořák','Černá','Procházka','Kučera','Veselá','Horák'])[1 + (i / 8) % 8] || ' ' || i,
           'lead' || i || '@' || (array['firma.cz','example.com','studio.cz','tym.cz'])[1 + i % 4],
           (array['en','cs'])[1 + i % 2],
           (array['new','in_progress','quoted','won','lost','spam','won','lost'])[1 + (i * 7) % 8],
           (array['u_ada','u_bohdan','u_cecilie','u_dan',null])[1 + (i * 3) % 5],
           at, at + interval '24 hours',
           case when i % 10 = 0 then null else at + (i % 40) * interval '1 hour' end,
           null
      from (select i, now() - (i * interval '631 seconds') as at from generate_series(1, ${LEADS}) i) s`),
  );
  await db.execute(
    sql.raw(`update leads set closed_at = created_at + interval '10 days' where status in ('won','lost','spam')`),
  );
  await db.execute(sql.raw("alter table leads enable trigger leads_tally"));
  await db.execute(
    sql.raw(`insert into lead_tallies (kind, status, owner, n)
             select kind, status, coalesce(owner_id, ''), count(*) from leads group by 1, 2, 3`),
  );
  await db.execute(
    sql.raw(
      `insert into lead_events (lead_id, data, created_at) select id, '{"type":"received"}'::jsonb, created_at from leads`,
    ),
  );
  await db.execute(
    sql.raw(`
    insert into waitlist_entries (email, locale, created_at)
    select 'wait' || i || '@example.com', (array['en','cs'])[1 + i % 2], now() - i * interval '300 seconds'
      from generate_series(1, ${LEADS}) i`),
  );
  await db.execute(sql.raw("analyze"));
  await handle.close();
  return key;
}

async function timed(url: string, key: string, path: string, input: unknown) {
  const times: number[] = [];
  const target = `${url}/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`;
  for (let i = 0; i < ROUNDS + 3; i++) {
    const t0 = performance.now();
    const res = await fetch(target, { headers: { authorization: `Bearer ${key}` } });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${path} answered ${res.status}`);
    if (i >= 3) times.push(performance.now() - t0);
  }
  return times;
}

async function run(label: string) {
  const dataDir = makeTempDir("bench-inbox");
  const database = await createTestDatabase(dataDir);
  const t0 = performance.now();
  const key = await seed(database.open);
  console.log(
    `\n${label}: seeded ${LEADS.toLocaleString("en")} leads and waitlist entries in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
  const port = await freePort();
  const server = spawnServer({ PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "warn", ...database.env });
  try {
    await server.ready(60_000);
    const views: [string, string, unknown][] = [
      ["first page", "admin.leads.list", { limit: 20 }],
      ["search a person", "admin.leads.list", { limit: 20, search: "lead4242@" }],
      // A surname an eighth of all leads share: the trigram index finds 12,500 rows to count.
      ["search 'novák'", "admin.leads.list", { limit: 20, search: "novák" }],
      ["status + owner", "admin.leads.list", { limit: 20, status: "in_progress", owner: "u_bohdan" }],
      ["overdue view", "admin.leads.list", { limit: 20, overdue: true }],
      ["status counts", "admin.leads.counts", {}],
      ["promise figures", "admin.leads.promise", undefined],
    ];
    for (const [name, path, input] of views) {
      const times = await timed(server.url, key, path, input);
      console.log(
        `  ${name.padEnd(16)} median ${percentile(times, 50).toFixed(1).padStart(6)} ms   p95 ${percentile(times, 95).toFixed(1).padStart(6)} ms`,
      );
    }
    // The waitlist's export pages by its (created_at, id) index since migration 0018: before, each
    // of its 200 pages sorted the whole table again.
    for (const list of ["leads", "waitlist"]) {
      const idle = rssMiB(server.proc.pid);
      let peak = idle;
      const sampler = setInterval(() => {
        peak = Math.max(peak, rssMiB(server.proc.pid));
      }, 20);
      const c0 = performance.now();
      const res = await fetch(`${server.url}/api/admin/export/${list}.csv`, {
        headers: { authorization: `Bearer ${key}` },
      });
      let bytes = 0;
      let lines = 0;
      for await (const chunk of res.body!) {
        bytes += chunk.byteLength;
        for (const b of chunk) if (b === 10) lines++;
      }
      clearInterval(sampler);
      console.log(
        `  CSV of all ${list}: ${(lines - 1).toLocaleString("en")} rows, ${(bytes / 1e6).toFixed(1)} MB in ${((performance.now() - c0) / 1000).toFixed(2)} s; server RSS ${idle.toFixed(0)} MiB before, ${peak.toFixed(0)} MiB at its peak`,
      );
    }
  } finally {
    server.proc.kill("SIGTERM");
    await server.proc.exited;
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const pgUrl = process.env.DATABASE_URL;
console.log(
  `load average: ${require("node:os")
    .loadavg()
    .map((n: number) => n.toFixed(2))
    .join(" ")}`,
);
delete process.env.DATABASE_URL;
await run("PGlite");
if (pgUrl) {
  process.env.DATABASE_URL = pgUrl;
  await run("PostgreSQL");
  await dropPostgresTemplate();
}
