import { afterAll, expect, test } from "bun:test";
import { rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { getDashboardBetween } from "./dashboard";
import { getSessionPages } from "./reference/getSessionPages";
import { getSummary } from "./reference/getSummary";
import { openAnalyticsStore } from "./store";
import { analyticsFileAt } from "./testing/file-at-version";
import { pageViewRow } from "./testing/page-view-row";
import { sessionRow } from "./testing/session-row";
import { DAY_MS, HOUR_MS } from "./windows";
import { emptyBatch, writeBatch } from "./write";

/**
 * Upgrading a file made before the entry and exit page counters (analytics migration 18) and the
 * visitor days' first and last views (migration 19): both are filled from the rows stored, and
 * ingest keeps them from there, a record stored before the upgrade included.
 */
const dir = join(tmpdir(), `analytics-m18-${crypto.randomUUID()}`);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const day = Date.parse("2026-11-20T00:00:00Z");
const at = (minutes: number) => new Date(day + minutes * 60_000).toISOString();

test("migrations 18 and 19 fill the counters and visitor days, and ingest carries them on", async () => {
  const file = join(dir, "a.duckdb");
  const { connection: c, close } = await analyticsFileAt(file, 17);
  // Three sessions on 20 November (one without an exit page, as a broken record may be), and the
  // views of two visitors that day: 7 from 10:05 to 13:00, 9 at 18:00.
  await c.run(`INSERT INTO user_sessions (session_id, entry_page, exit_page, created_at, last_activity) VALUES
    ('a', '/', '/contact', '${at(605)}', '${at(620)}'), ('b', '/', '/brands', '${at(610)}', '${at(610)}'),
    ('c', '/brands', NULL, '${at(1080)}', '${at(1080)}')`);
  await c.run(`INSERT INTO page_views (event_id, session_id, page_path, visitor, created_at) VALUES
    (uuid(), 'a', '/', 7, '${at(605)}'), (uuid(), 'b', '/', 7, '${at(780)}'), (uuid(), 'c', '/brands', 9, '${at(1080)}')`);
  await c.run(`INSERT INTO visitor_days (day, visitor) VALUES ('2026-11-20', 7), ('2026-11-20', 9)`);
  close();

  const store = await openAnalyticsStore(file);
  try {
    const all = async (sql: string) => (await store.read((r) => r.runAndReadAll(sql))).getRowObjectsJson();
    const counters = () =>
      all(`SELECT kind::INTEGER AS kind, label, hour::VARCHAR AS hour, n::INTEGER AS n FROM analytics_hourly
            WHERE kind IN (10, 11) AND n <> 0 ORDER BY ALL`);
    expect(await counters()).toEqual([
      { kind: 10, label: "/", hour: "2026-11-20 10:00:00", n: 2 },
      { kind: 10, label: "/brands", hour: "2026-11-20 18:00:00", n: 1 },
      { kind: 11, label: "/brands", hour: "2026-11-20 10:00:00", n: 1 },
      { kind: 11, label: "/contact", hour: "2026-11-20 10:00:00", n: 1 },
    ]);
    expect(
      await all(
        "SELECT visitor::INTEGER AS visitor, epoch_ms(first_at)::DOUBLE AS first, epoch_ms(last_at)::DOUBLE AS last FROM visitor_days ORDER BY visitor",
      ),
    ).toEqual([
      { visitor: 7, first: Date.parse(at(605)), last: Date.parse(at(780)) },
      { visitor: 9, first: Date.parse(at(1080)), last: Date.parse(at(1080)) },
    ]);

    // Session a, stored before the upgrade, goes on to /services: its exit count moves there. Visitor
    // 7 comes back at 20:00, which moves that day's last view.
    const batch = emptyBatch();
    batch.sessions.push(
      sessionRow({ session_id: "a", created_at: at(605), last_activity: at(700), exit_page: "/services" }),
    );
    batch.pageViews.push(pageViewRow({ session_id: "a", page_path: "/services", visitor: "7", created_at: at(1200) }));
    await store.write((w) => writeBatch(w, batch));
    expect(await counters()).toContainEqual({ kind: 11, label: "/services", hour: "2026-11-20 10:00:00", n: 1 });
    expect(await counters()).not.toContainEqual(expect.objectContaining({ kind: 11, label: "/contact" }));
    expect(await all("SELECT epoch_ms(last_at)::DOUBLE AS last FROM visitor_days WHERE visitor = 7")).toEqual([
      { last: Date.parse(at(1200)) },
    ]);

    // Windows cutting the day at 12:00 and at 19:00 (hours, so the rollups answer them): the same as
    // the straightforward SQL, and not vacuously.
    for (const [from, to] of [
      [day + 12 * HOUR_MS, day + DAY_MS + 5 * HOUR_MS],
      [day - DAY_MS, day + 19 * HOUR_MS],
    ] as const) {
      const period = { from: new Date(from), to: new Date(to), previousFrom: new Date(2 * from - to) };
      const fast = await getDashboardBetween(store, "custom", period, new Date(day + 3 * DAY_MS));
      // Visitors only: the rows inserted above before the upgrade have no view or session counters.
      const reference = await getSummary(store, period);
      expect([fast.summary.current.visitors, fast.summary.previous.visitors]).toEqual([
        reference.current.visitors,
        reference.previous.visitors,
      ]);
      expect(fast.exitPages).toEqual(await getSessionPages(store, [from, to], "exit_page"));
      expect(fast.summary.current.visitors).toBeGreaterThan(0);
    }
  } finally {
    await store.close();
  }
});
