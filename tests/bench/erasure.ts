/**
 * `bun run bench:erasure` prints how long erasing one person takes among LEADS (100,000) leads, on
 * PGlite and, when DATABASE_URL is set, on PostgreSQL too. The seed is bulk SQL: per lead a form
 * submission, its lead row and "received" event, the company's notification mail (about 2 KB of
 * HTML and text naming the visitor) and the visitor's confirmation; every tenth lead is a design
 * inquiry instead, every fifth visitor is on the waitlist. Then, ROUNDS times, one more person with
 * every kind of row and two stored files is added and erased through the real service; the median
 * of those erasures is the figure (target: at most 1 s).
 */
import { rmSync } from "node:fs";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import type { Database } from "../../server/db/client";
import { createLogger } from "../../server/logger";
import { erasePersonalData } from "../../server/services/personal-data/erase";
import { createLocalStorage } from "../../server/storage/local";
import { TINY_PDF, TINY_PNG } from "../helpers/files";
import { makeTempDir } from "../helpers/paths";
import { createTestDatabase } from "../helpers/test-db";

const LEADS = Number(process.env.LEADS ?? 100_000);
const ROUNDS = Number(process.env.ROUNDS ?? 7);
const COMPANY = "hello@merchovna.cz";
const log = createLogger("warn");

const BODY = "We would like to order hoodies and t-shirts with our logo for the whole team. ".repeat(12);

async function seed(db: Database): Promise<void> {
  await db.execute(sql`
    insert into form_submissions (id, name, email, "What should we cook up?", locale, source, created_at)
    select gen_random_uuid(), 'Visitor ' || i, 'visitor' || i || '@example.com', ${BODY}, 'en', 'enquiry',
           now() - (i || ' minutes')::interval
      from generate_series(1, ${LEADS}) i where i % 10 <> 0`);
  await db.execute(sql`
    insert into generated_designs (id, prompt, provider, image_key, size, created_at)
    select 'd_bench' || i, 'geometric owl', 'offline', 'generated/d_bench' || i || '.png', 1000, now()
      from generate_series(10, ${LEADS}, 10) i`);
  await db.execute(sql`
    insert into design_inquiries (id, name, email, message, design_prompt, image_key, design_id, locale, created_at)
    select gen_random_uuid(), 'Visitor ' || i, 'visitor' || i || '@example.com', ${BODY}, 'geometric owl',
           'generated/d_bench' || i || '.png', 'd_bench' || i, 'en', now() - (i || ' minutes')::interval
      from generate_series(10, ${LEADS}, 10) i`);
  await db.execute(sql`
    insert into leads (id, kind, name, email, locale, created_at, due_at, updated_at)
    select id, 'enquiry', name, email, locale, created_at, created_at + interval '24 hours', created_at from form_submissions
    union all
    select id, 'design', name, email, locale, created_at, created_at + interval '24 hours', created_at from design_inquiries`);
  await db.execute(
    sql`insert into lead_events (lead_id, data, created_at) select id, '{"type":"received"}', created_at from leads`,
  );
  await db.execute(sql`
    insert into mail_outbox ("to", subject, html, text, status, created_at)
    select ${COMPANY}, 'New enquiry from ' || name,
           '<html><body><h1>New enquiry</h1><p>From ' || name || ' &lt;' || email || '&gt;</p><p>' || ${BODY} || '</p>'
             || repeat('<div style="padding:8px;font-family:sans-serif">&nbsp;</div>', 12) || '</body></html>',
           'New enquiry from ' || name || ' <' || email || '>' || chr(10) || ${BODY}, 'sent', created_at
      from leads`);
  await db.execute(sql`
    insert into mail_outbox ("to", subject, html, text, status, created_at)
    select email, 'Thank you for your enquiry', '<html><body><p>Thank you, ' || name || '</p></body></html>',
           'Thank you, ' || name, 'sent', created_at
      from leads`);
  await db.execute(sql`
    insert into waitlist_entries (email, locale) select 'visitor' || i || '@example.com', 'en'
      from generate_series(5, ${LEADS}, 5) i`);
  await db.execute(sql`analyze`);
}

/** One more person with every kind of row and two stored files. */
async function addPerson(db: Database, storage: ReturnType<typeof createLocalStorage>, n: number): Promise<string> {
  const email = `erase.me.${n}@example.cz`;
  const pdf = `uploads/bench-${n}-brief.pdf`;
  const png = `generated/d_target${n}.png`;
  await storage.put(pdf, TINY_PDF, "application/pdf");
  await storage.put(png, TINY_PNG, "image/png");
  await db.execute(sql`
    with s as (
      insert into form_submissions (name, email, "What should we cook up?", attachments)
      values ('Erase Me', ${email.toUpperCase()}, ${BODY}, ${JSON.stringify([pdf])}::jsonb) returning id, created_at
    ), u as (
      insert into uploads (key, original_name, size, content_type, submission_id) select ${pdf}, 'brief.pdf', 10, 'application/pdf', id from s
    ), l as (
      insert into leads (id, kind, name, email, locale, created_at, due_at) select id, 'enquiry', 'Erase Me', ${email}, 'en', created_at, created_at from s returning id
    )
    insert into lead_events (lead_id, data) select id, '{"type":"note","text":"call back"}'::jsonb from l`);
  await db.execute(
    sql`insert into generated_designs (id, prompt, provider, image_key, size) values (${`d_target${n}`}, 'owl', 'offline', ${png}, 10)`,
  );
  await db.execute(sql`
    with i as (
      insert into design_inquiries (name, email, message, design_prompt, image_key, design_id)
      values ('Erase Me', ${email}, 'owl shirts', 'owl', ${png}, ${`d_target${n}`}) returning id, created_at
    )
    insert into leads (id, kind, name, email, locale, created_at, due_at) select id, 'design', 'Erase Me', ${email}, 'en', created_at, created_at from i`);
  await db.execute(sql`
    insert into mail_outbox ("to", subject, html, text) values
      (${COMPANY}, 'New enquiry from Erase Me', ${`<p>${email}</p>`}, ${`From ${email}`}),
      (${email}, 'Thank you', '<p>Thanks</p>', 'Thanks')`);
  await db.execute(sql`insert into waitlist_entries (email) values (${email})`);
  await db.execute(sql`insert into login_attempts (ip, email, success) values ('10.0.0.1', ${email}, false)`);
  return email;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function bench(label: string): Promise<void> {
  const dataDir = makeTempDir("bench-erasure");
  const database = await createTestDatabase(dataDir);
  const handle = await database.open();
  const storage = createLocalStorage(join(dataDir, "files"));
  try {
    const seeded = performance.now();
    await seed(handle.db);
    const seedMs = performance.now() - seeded;
    const times: number[] = [];
    for (let r = 0; r < ROUNDS; r++) {
      const email = await addPerson(handle.db, storage, r);
      const started = performance.now();
      const result = await erasePersonalData({ db: handle.db, storage, log, companyTo: COMPANY }, email, null);
      times.push(performance.now() - started);
      if (
        result.counts.leads !== 2 ||
        result.counts.files !== 2 ||
        result.counts.mails !== 2 ||
        result.counts.filesPending
      )
        throw new Error(`unexpected counts: ${JSON.stringify(result.counts)}`);
    }
    const sorted = [...times].sort((a, b) => a - b);
    console.log(
      `${label}: ${LEADS.toLocaleString("en")} leads (${(LEADS * 2).toLocaleString("en")} outbox mails) seeded in ${(seedMs / 1000).toFixed(1)} s; ` +
        `erasing one person: median ${median(times).toFixed(0)} ms, min ${sorted[0]!.toFixed(0)} ms, max ${sorted.at(-1)!.toFixed(0)} ms (${ROUNDS} rounds)`,
    );
  } finally {
    await handle.close();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const postgresUrl = process.env.DATABASE_URL;
// PGlite first: the test database helper picks PostgreSQL whenever DATABASE_URL is set.
delete process.env.DATABASE_URL;
await bench("PGlite");
if (postgresUrl) {
  process.env.DATABASE_URL = postgresUrl;
  await bench("PostgreSQL");
}
