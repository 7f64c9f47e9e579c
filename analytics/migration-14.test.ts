import { afterAll, expect, test } from "bun:test";
import { rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Exploration, getExploredDashboard } from "./explore/dashboard";
import { getReferenceFilteredDashboard } from "./reference/filtered";
import { sealSessionHours } from "./session-hours";
import { openAnalyticsStore } from "./store";
import { analyticsFileAt } from "./testing/file-at-version";
import { DAY_MS, HOUR_MS } from "./windows";

/**
 * Upgrading a file whose session_hours were sealed before the single_session / single_visitor flags
 * (analytics migration 14): the facts are dropped and their hours unsealed, so the views read raw
 * until the seal writes them again, flagged, and the answers stay the straightforward SQL's.
 */
const dir = join(tmpdir(), `analytics-m14-${crypto.randomUUID()}`);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

test("migration 14 unseals the stored facts, and the next seal writes them with their flags", async () => {
  const file = join(dir, "a.duckdb");
  const { connection: c, close } = await analyticsFileAt(file, 13);
  const hour = Date.parse("2026-11-20T10:00:00Z");
  const at = (m: number) => `'${new Date(hour + m * 60_000).toISOString()}'::TIMESTAMPTZ`;
  // a: two hours, b: one view; both in Prague. The first hour sealed the way migration 13 left it.
  await c.run(`INSERT INTO page_views (event_id, session_id, page_path, visitor, country, created_at) VALUES
    (uuid(), 'a', '/', 7, 'CZ', ${at(5)}), (uuid(), 'a', '/brands', 7, 'CZ', ${at(65)}), (uuid(), 'b', '/', 9, 'CZ', ${at(10)})`);
  await c.run(`INSERT INTO session_hours (created_at, session_id, visitor, country, views)
    VALUES (${at(0)}, 'a', 7, 'CZ', 1), (${at(0)}, 'b', 9, 'CZ', 1)`);
  await c.run(`INSERT INTO session_sealed_hours VALUES ('2026-11-20 10:00:00'::TIMESTAMP)`);
  close();

  const store = await openAnalyticsStore(file, { timeZone: "Europe/Prague" });
  try {
    const one = async (sql: string) => (await store.read((r) => r.runAndReadAll(sql))).getRowObjectsJson()[0];
    expect(await one("SELECT count(*)::INTEGER AS n FROM session_hours")).toEqual({ n: 0 });
    expect(await one("SELECT count(*)::INTEGER AS n FROM session_sealed_hours")).toEqual({ n: 0 });
    const x: Exploration = {
      range: "custom",
      period: { from: new Date(hour - DAY_MS), to: new Date(hour + DAY_MS), previousFrom: new Date(hour - 2 * DAY_MS) },
      filters: { country: "CZ" },
      timeZone: "Europe/Prague",
      rolling: false,
    };
    const now = new Date(hour + 2 * DAY_MS);
    const reference = await getReferenceFilteredDashboard(store, x, now);
    expect(await getExploredDashboard(store, x, now)).toEqual(reference);

    expect(await store.write((w) => sealSessionHours(w, hour + 3 * HOUR_MS))).toBe(2);
    expect(
      (
        await store.read((r) =>
          r.runAndReadAll("SELECT session_id, single_session, single_visitor FROM session_hours ORDER BY ALL"),
        )
      ).getRowObjectsJson(),
    ).toEqual([
      { session_id: "a", single_session: false, single_visitor: false },
      { session_id: "a", single_session: false, single_visitor: false },
      { session_id: "b", single_session: true, single_visitor: true },
    ]);
    expect(await getExploredDashboard(store, x, now)).toEqual(reference);
    expect(reference.countries).toEqual([{ label: "CZ", sessions: 2, visitors: 2 }]);
  } finally {
    await store.close();
  }
});
