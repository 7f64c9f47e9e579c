import { expect, test } from "bun:test";
import { DuckDBInstance } from "@duckdb/node-api";
import { createUnorderedTemp, rowsOn } from "./run";

/**
 * createUnorderedTemp turns off the connection's preserve_insertion_order for one statement: the
 * connection must get it back whether the statement succeeds or fails, or later statements on it
 * (an INSERT ... SELECT that keeps page views in time order) would lose their order.
 */
test("createUnorderedTemp makes the table and gives the connection its ordered inserts back, also after a failure, in a transaction too", async () => {
  const db = await DuckDBInstance.create(":memory:");
  const c = await db.connect();
  const setting = async () =>
    (await rowsOn<{ s: boolean }>(c, "SELECT current_setting('preserve_insertion_order') AS s"))[0]?.s;
  try {
    expect(await setting()).toBe(true);
    await createUnorderedTemp(c, "listed", "SELECT range AS sk FROM range(1000)");
    const listed = await rowsOn<{ n: number; total: number }>(c, "SELECT count(*) AS n, sum(sk) AS total FROM listed");
    expect(listed).toEqual([{ n: 1000, total: 499500 }]);
    expect(await setting()).toBe(true);
    // Refused before it runs (the transaction, if any, goes on)...
    await expect(createUnorderedTemp(c, "broken", "SELECT no_such_column FROM listed")).rejects.toThrow(
      /no_such_column/,
    );
    expect(await setting()).toBe(true);
    // ...and failing while it runs inside a transaction, which DuckDB then aborts.
    await c.run("BEGIN TRANSACTION");
    await expect(createUnorderedTemp(c, "broken", "SELECT ('a' || sk)::INTEGER AS n FROM listed")).rejects.toThrow(
      /Could not convert/,
    );
    expect(await setting()).toBe(true);
  } finally {
    c.closeSync();
    db.closeSync();
  }
});
