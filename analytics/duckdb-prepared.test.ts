import { expect, test } from "bun:test";
import { DuckDBInstance } from "@duckdb/node-api";

/**
 * Why the write path plans every statement when it runs (analytics/write.ts, decision 0007): a plan
 * DuckDB keeps prepared holds the table statistics of the moment it was prepared, so it miscounts
 * once the rows change (DuckDB issues #23704, #24182). When this test fails after an upgrade, DuckDB
 * no longer does that (its pull request #24696): keeping the write statements prepared saves ~13 ms
 * a commit and is worth trying again, with the conversions property test as the guard.
 */
test("DuckDB's prepared plans still keep stale table statistics (a kept statement would miscount)", async () => {
  const db = await DuckDBInstance.create(":memory:");
  const c = await db.connect();
  try {
    await c.run("CREATE TEMP TABLE staged (page VARCHAR)");
    const kept = await c.prepare("SELECT count(*)::INTEGER AS n FROM staged WHERE page = '/contact'");
    await c.run("INSERT INTO staged VALUES ('/contact'), ('/about')");
    const fresh = (await c.runAndReadAll("SELECT count(*)::INTEGER AS n FROM staged WHERE page = '/contact'"))
      .getRowObjects()
      .map((r) => r.n);
    const stale = (await kept.runAndReadAll()).getRowObjects().map((r) => r.n);
    expect(fresh).toEqual([1]);
    expect(stale).toEqual([0]);
  } finally {
    c.closeSync();
    db.closeSync();
  }
});
