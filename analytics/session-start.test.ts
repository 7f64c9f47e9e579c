import { afterAll, describe, expect, test } from "bun:test";
import { rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { getConversions } from "./queries/getConversions";
import { getReferenceConversions } from "./reference/conversions";
import { sealSessionHours } from "./session-hours";
import { type AnalyticsStore, openAnalyticsStore } from "./store";
import { END, generate } from "./testing/awkward-data";
import { analyticsFileAt } from "./testing/file-at-version";
import { pageViewRow } from "./testing/page-view-row";
import { sessionRow } from "./testing/session-row";
import { DAY_MS, HOUR_MS } from "./windows";
import { emptyBatch, writeBatch } from "./write";

/**
 * session_hours' session_start (analytics migration 17): each sealed row carries its session
 * record's start, or NULL when the record was not stored yet at the seal. The filtered Goals tab
 * counts sessions from it and looks the rest up among the records (getConversions' totalsSql), so
 * a record stored late, and a session with rows of both kinds, must each count once.
 */

const TZ = "Europe/Prague";
const dir = join(tmpdir(), `analytics-start-${crypto.randomUUID()}`);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const count = async (store: AnalyticsStore, sql: string) =>
  Number((await store.read((c) => c.runAndReadAll(sql))).getRowObjects()[0]?.n);

const record = (id: string, at: number) => sessionRow({ session_id: id, created_at: new Date(at).toISOString() });

describe("a session record stored after its hour was sealed", () => {
  const hour = Date.parse("2026-11-20T10:00:00Z");
  const view = (session: string, at: number) =>
    pageViewRow({
      session_id: session,
      visitor: session,
      page_path: "/",
      created_at: new Date(at).toISOString(),
      country: "CZ",
    });
  const period = {
    from: new Date(hour - DAY_MS),
    to: new Date(hour + DAY_MS),
    previousFrom: new Date(hour - 2 * DAY_MS),
  };

  test("is counted once on the Goals tab, whether its session has sealed rows of one kind or both", async () => {
    const store = await openAnalyticsStore(":memory:", { timeZone: TZ });
    try {
      const write = (batch: Partial<ReturnType<typeof emptyBatch>>) =>
        store.write((c) => writeBatch(c, { ...emptyBatch(), ...batch }));
      // k: its record before the seal. q: its record after. r: one hour sealed before its record
      // was stored, another after. u: like k, and a later view in an hour not sealed.
      await write({
        pageViews: [
          view("k", hour + 60_000),
          view("q", hour + 90_000),
          view("r", hour + 120_000),
          view("u", hour + 150_000),
        ],
      });
      await write({ sessions: [record("k", hour + 60_000), record("u", hour + 150_000)] });
      expect(await store.write((c) => sealSessionHours(c, hour + 2 * HOUR_MS))).toBe(1);
      await write({ sessions: [record("q", hour + 90_000), record("r", hour + 120_000)] });
      await write({ pageViews: [view("r", hour + 2 * HOUR_MS + 60_000)] });
      expect(await store.write((c) => sealSessionHours(c, hour + 4 * HOUR_MS))).toBe(2);
      await write({ pageViews: [view("u", hour + 5 * HOUR_MS)] });

      const starts = (
        await store.read((c) =>
          c.runAndReadAll(
            "SELECT session_id, epoch_ms(session_start) AS at FROM session_hours ORDER BY session_id, created_at",
          ),
        )
      ).getRowObjects();
      expect(starts.map((r) => [r.session_id, r.at === null ? null : Number(r.at)])).toEqual([
        ["k", hour + 60_000],
        ["q", null],
        ["r", null],
        ["r", hour + 120_000],
        ["u", hour + 150_000],
      ]);
      const q = { period, filters: { country: "CZ" } };
      const found = await getConversions(store, q);
      expect(found.totals.current.sessions).toBe(4);
      expect(found).toEqual(await getReferenceConversions(store, q));
      // A window that holds r's later hour only: r's record started before it, so no session counts.
      const later = {
        from: new Date(hour + 2 * HOUR_MS),
        to: new Date(hour + 3 * HOUR_MS),
        previousFrom: new Date(hour + HOUR_MS),
      };
      const x = { period: later, filters: { country: "CZ" } };
      expect((await getConversions(store, x)).totals.current.sessions).toBe(0);
      expect(await getConversions(store, x)).toEqual(await getReferenceConversions(store, x));
    } finally {
      await store.close();
    }
  });
});

test("every sealed row's start is its record's, or NULL where the record came after the seal", async () => {
  const store = await openAnalyticsStore(":memory:", { timeZone: TZ });
  try {
    for (const [i, b] of generate(31).entries()) {
      await store.write((c) => writeBatch(c, b));
      if (i % 25 === 24) await store.write((c) => sealSessionHours(c, END + 4 * DAY_MS, Number.POSITIVE_INFINITY));
    }
    await store.write((c) => sealSessionHours(c, END + 4 * DAY_MS, Number.POSITIVE_INFINITY));
    const wrong = await count(
      store,
      `SELECT count(*) AS n FROM session_hours h LEFT JOIN user_sessions u USING (session_id)
        WHERE h.session_start IS NOT NULL AND h.session_start IS DISTINCT FROM u.created_at`,
    );
    expect(wrong).toBe(0);
    // Not vacuous: most rows have a start, and some records were stored after their rows' seal.
    expect(
      await count(store, "SELECT count(*) AS n FROM session_hours WHERE session_start IS NOT NULL"),
    ).toBeGreaterThan(100);
    expect(
      await count(
        store,
        "SELECT count(*) AS n FROM session_hours WHERE session_start IS NULL AND session_id IN (SELECT session_id FROM user_sessions)",
      ),
    ).toBeGreaterThan(0);
  } finally {
    await store.close();
  }
}, 300_000);

test("migration 17 gives the rows an older file sealed their records' starts", async () => {
  const file = join(dir, "m17.duckdb");
  const { connection: c, close } = await analyticsFileAt(file, 16);
  await c.run(`INSERT INTO user_sessions (session_id, entry_page, exit_page, created_at, last_activity,
      duration_seconds, page_views_count, events_count) VALUES
      ('a', '/', '/', '2026-11-20 10:00:00+00', '2026-11-20 10:05:00+00', 300, 2, 1)`);
  await c.run(`INSERT INTO session_hours (created_at, session_id, visitor, country, views, single_session, single_visitor, sk)
      VALUES ('2026-11-20 10:00:00+00', 'a', 7, 'CZ', 2, true, true, hash('a')),
             ('2026-11-20 10:00:00+00', 'b', 8, 'CZ', 1, true, true, hash('b'))`);
  close();
  const store = await openAnalyticsStore(file, { timeZone: TZ });
  try {
    const rows = (
      await store.read((c) =>
        c.runAndReadAll("SELECT session_id, session_start::VARCHAR AS at FROM session_hours ORDER BY session_id"),
      )
    ).getRowObjects();
    expect(rows).toEqual([
      { session_id: "a", at: "2026-11-20 10:00:00+00" },
      { session_id: "b", at: null },
    ]);
  } finally {
    await store.close();
  }
});
