import { afterAll, expect, test } from "bun:test";
import { rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Exploration, getExploredDashboard } from "./explore/dashboard";
import { getConversions } from "./queries/getConversions";
import { getReferenceConversions } from "./reference/conversions";
import { getReferenceFilteredDashboard } from "./reference/filtered";
import { sealSessionHours } from "./session-hours";
import { KEYED_TABLES } from "./session-key";
import { type AnalyticsStore, openAnalyticsStore } from "./store";
import { END, FILTERS, generate, START } from "./testing/awkward-data";
import { analyticsFileAt } from "./testing/file-at-version";
import { emptyBatch, type WriteBatch, writeBatch } from "./write";

/**
 * The session key (analytics/session-key.ts): every writer stores it, migrations 15 and 16 fill it on
 * an older file, a DuckDB that hashes differently makes the store compute it again, and the filtered
 * reads that join by it give the straightforward SQL's answers (which join by id) in each case.
 */
const dir = join(tmpdir(), `analytics-sk-${crypto.randomUUID()}`);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const json = async (store: AnalyticsStore, sql: string) =>
  (await store.read((r) => r.runAndReadAll(sql))).getRowObjectsJson();

/** Per keyed table: rows, and rows whose key is not their id's hash (or missing). */
const keyState = (store: AnalyticsStore) =>
  json(
    store,
    KEYED_TABLES.map(
      (t) =>
        `SELECT '${t}' AS t, count(*)::INTEGER AS n,
                count(*) FILTER (WHERE sk IS NULL OR sk <> hash(session_id))::INTEGER AS wrong FROM ${t}`,
    ).join(" UNION ALL ") + " ORDER BY t",
  );

/**
 * The generated visits as one batch (written as their thousand small ones, they took 30 s), with an
 * error and a vitals report of their first session (they make none).
 */
function oneBatch(seed: number): WriteBatch {
  const one = emptyBatch();
  for (const b of generate(seed)) {
    one.pageViews.push(...b.pageViews);
    one.events.push(...b.events);
    one.errors.push(...b.errors);
    one.vitals.push(...b.vitals);
    one.sessions.push(...b.sessions);
  }
  const session = one.pageViews[0]?.session_id ?? "none";
  const at = new Date(START + 3_600_000).toISOString();
  one.errors.push({
    event_id: crypto.randomUUID(),
    session_id: session,
    error_type: "error",
    error_message: "x",
    error_stack: null,
    page_path: "/",
    user_agent: null,
    line_number: null,
    column_number: null,
    file_name: null,
    created_at: at,
  });
  one.vitals.push({
    event_id: crypto.randomUUID(),
    session_id: session,
    page_path: "/",
    lcp: 1200,
    fid: null,
    inp: 80,
    cls: 0.01,
    ttfb: 90,
    fcp: 700,
    dom_content_loaded: 800,
    load_time: 900,
    resource_count: 12,
    resource_bytes: 50_000,
    created_at: at,
  });
  return one;
}

const period = { from: new Date(START), to: new Date(END), previousFrom: new Date(2 * START - END) };
// A session filter (its sessions listed from session_hours) and a page filter (from raw views, by their stored keys).
const explorations = [...FILTERS.slice(1, 2), ...FILTERS.slice(4, 5)].map(
  (filters): Exploration => ({ range: "custom", period, filters, timeZone: "Europe/Prague", rolling: false }),
);

async function expectReferenceAnswers(store: AnalyticsStore) {
  const now = new Date(END + 86_400_000);
  for (const x of explorations) {
    expect(await getExploredDashboard(store, x, now)).toEqual(await getReferenceFilteredDashboard(store, x, now));
    const q = { period, filters: x.filters };
    expect(await getConversions(store, q)).toEqual(await getReferenceConversions(store, q));
  }
}

test("every writer stores the key: batches, session records, milestones, steps and sealed hours", async () => {
  const store = await openAnalyticsStore(":memory:", { timeZone: "Europe/Prague" });
  try {
    await store.write((c) => writeBatch(c, oneBatch(15)));
    await store.write((c) => sealSessionHours(c, END + 86_400_000, Number.POSITIVE_INFINITY));
    const state = await keyState(store);
    for (const row of state) {
      expect(row.n, String(row.t)).toBeGreaterThan(0);
      expect(row.wrong, String(row.t)).toBe(0);
    }
  } finally {
    await store.close();
  }
}, 120_000);

test("migrations 15 and 16 key the rows an older file holds", async () => {
  const file = join(dir, "m15.duckdb");
  const { connection: c, close } = await analyticsFileAt(file, 14);
  // An older release wrote these without keys: written here through SQL at version 14.
  await c.run(`INSERT INTO user_sessions (session_id, entry_page, exit_page, created_at, last_activity,
      duration_seconds, page_views_count, events_count) VALUES
      ('a', '/', '/', '2026-11-20 10:00:00+00', '2026-11-20 10:05:00+00', 300, 2, 1)`);
  await c.run(`INSERT INTO user_events (event_id, session_id, event_name, created_at) VALUES
      (uuid(), 'a', 'button_click', '2026-11-20 10:01:00+00')`);
  await c.run(`INSERT INTO performance_metrics (event_id, session_id, lcp, created_at) VALUES
      (uuid(), 'a', 1200, '2026-11-20 10:00:02+00')`);
  await c.run(`INSERT INTO error_logs (event_id, session_id, error_type, error_message, created_at) VALUES
      (uuid(), 'a', 'error', 'x', '2026-11-20 10:02:00+00')`);
  await c.run(`INSERT INTO session_milestones VALUES ('a', 'enquiry_seen', '2026-11-20 10:01:00+00', 7)`);
  await c.run(`INSERT INTO session_steps (session_id, enquiry_seen) VALUES ('a', '2026-11-20 10:01:00+00')`);
  await c.run(`INSERT INTO page_views (event_id, session_id, page_path, created_at) VALUES
      (uuid(), 'a', '/', '2026-11-20 10:00:00+00')`);
  await c.run(`INSERT INTO session_hours VALUES ('2026-11-20 10:00:00+00', 'a', 7, NULL, 'Direct', NULL, NULL,
      NULL, 'CZ', 'desktop', 'Chrome', 'Linux', 2, true, true)`);
  close();

  const store = await openAnalyticsStore(file, { timeZone: "Europe/Prague" });
  try {
    const state = await keyState(store);
    expect(state.map((r) => [r.t, r.n, r.wrong])).toEqual(KEYED_TABLES.toSorted().map((t) => [t, 1, 0]));
  } finally {
    await store.close();
  }
});

test("a DuckDB that hashes differently: the store computes every key again at start", async () => {
  const file = join(dir, "rehash.duckdb");
  let store = await openAnalyticsStore(file, { timeZone: "Europe/Prague" });
  await store.write((c) => writeBatch(c, oneBatch(16)));
  await store.write((c) => sealSessionHours(c, END + 86_400_000, Number.POSITIVE_INFINITY));
  // What an older release's hash would have left: other keys, and its check value.
  await store.write(async (c) => {
    for (const t of KEYED_TABLES) await c.run(`UPDATE ${t} SET sk = sk // 2`);
    await c.run("UPDATE analytics_settings SET value = '1' WHERE key = 'session_key_check'");
  });
  expect((await keyState(store)).every((r) => Number(r.wrong) > 0)).toBe(true);
  await store.close();

  store = await openAnalyticsStore(file, { timeZone: "Europe/Prague" });
  try {
    expect((await keyState(store)).map((r) => r.wrong)).toEqual(KEYED_TABLES.map(() => 0));
    await expectReferenceAnswers(store);
  } finally {
    await store.close();
  }
}, 120_000);
