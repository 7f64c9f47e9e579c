import type { DuckDBConnection } from "@duckdb/node-api";

/**
 * A session's integer key (decision 0025): `sk`, a 64-bit hash of its session id, stored beside the
 * id on every table a filtered view joins or counts by session (page views, events, errors, vitals,
 * session records, session_hours, session_milestones, session_steps). A filtered view lists its
 * matching sessions by key and joins and counts them by key: at 10M page views a month, channel
 * Email, the events card's join 184 -> 87 ms, the goals' join of session records, milestones and
 * steps 207 -> 112 ms (tests/bench, docs/operations.md 2026-12-07), as 8-byte integers are read and
 * hashed instead of 36-character ids.
 *
 * Two sessions whose ids hash alike would be counted as one: with 64 bits, the chance that any two of
 * 10M sessions do is about 3 in a million, and it would move a count by one. The reference SQL
 * (analytics/reference) still joins by id, so the property tests compare the two.
 *
 * DuckDB's own `hash` is used (an MD5 cost 350 ns a row, 30x more). It is not promised to stay the
 * same across DuckDB releases, so the store records what it gives for three fixed ids and, when a
 * new release gives something else, computes every stored key again at start (ensureSessionKeys).
 */
export const SESSION_KEY_SQL = "hash(session_id)";

/** The tables migration 15 keyed (a migration's text never changes once released). */
const MIGRATION_15_TABLES = [
  "user_events",
  "error_logs",
  "performance_metrics",
  "user_sessions",
  "session_hours",
  "session_milestones",
  "session_steps",
] as const;

/** The tables that carry `sk`, each computed from its own session_id: page_views since migration 16. */
export const KEYED_TABLES = [...MIGRATION_15_TABLES, "page_views"] as const;

/** The hashes of a short id (stored inline by DuckDB), a tracker's UUID and a longer text, as text. */
const CHECK = "[hash('s-1'), hash('0b7c2f4e-9a51-4d3e-8f6a-2c1d5e7b9a30'), hash('merchovna session key')]::VARCHAR";

const addKey = (t: string) => `ALTER TABLE ${t} ADD COLUMN sk UBIGINT; UPDATE ${t} SET sk = ${SESSION_KEY_SQL};`;

/** Migration 15: every table then keyed gets `sk`, filled from its session ids, and the check is recorded. */
export const SESSION_KEY_MIGRATION = `${MIGRATION_15_TABLES.map(addKey).join("\n  ")}
  INSERT INTO analytics_settings VALUES ('session_key_check', ${CHECK});`;

/**
 * Migration 16: page views get `sk` too (3 s for 10M rows). A page filter lists its sessions from
 * raw views, and the top pages count each page's distinct sessions: hashing every matching view's
 * id on read cost more than the whole list otherwise (10M page views, page /contact: 66 -> 35 ms;
 * channel Email's top pages 217 -> 152 ms, tests/bench, docs/operations.md 2026-12-07).
 */
export const PAGE_VIEW_KEY_MIGRATION = addKey("page_views");

/**
 * At start, after the migrations: if this DuckDB hashes the check text differently from the one that
 * wrote the keys, every key is computed again (one transaction; about 10 s at 10M page views,
 * measured before page views were keyed: keying them took 2.4 s more in their migration).
 */
export async function ensureSessionKeys(c: DuckDBConnection): Promise<boolean> {
  const [row] = (
    await c.runAndReadAll(`SELECT value = ${CHECK} AS same FROM analytics_settings WHERE key = 'session_key_check'`)
  ).getRowObjects();
  if (row?.same === true) return false;
  await c.run("BEGIN TRANSACTION");
  try {
    for (const t of KEYED_TABLES) await c.run(`UPDATE ${t} SET sk = ${SESSION_KEY_SQL}`);
    await c.run(`UPDATE analytics_settings SET value = ${CHECK} WHERE key = 'session_key_check'`);
    await c.run("COMMIT");
  } catch (error) {
    await c.run("ROLLBACK").catch(() => {});
    throw error;
  }
  return true;
}
