import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { type DuckDBConnection, DuckDBInstance } from "@duckdb/node-api";
import { sqlString } from "./window-sql";

/**
 * sqlString writes any text as a literal DuckDB reads back unchanged: stored labels (a page path is
 * whatever a beacon sent) are put into queries this way. A NUL ended the statement's text.
 */
let connection: DuckDBConnection;
beforeAll(async () => {
  connection = await (await DuckDBInstance.create(":memory:")).connect();
});
afterAll(() => connection?.closeSync());

const HOSTILE = [
  "",
  "/",
  "/a\u0000b",
  "\u0000",
  "\u0000\u0000/x\u0000",
  "/it's",
  "''",
  "'; DROP TABLE page_views; --",
  "/back\\slash\\",
  "/new\nline\r\ttab",
  "/rtl\u202egnp.exe",
  "/emoji 🦊 and ž",
  "/percent%00%27",
  "$$dollar$$",
  "/a".repeat(1000),
];

describe("sqlString", () => {
  for (const text of HOSTILE) {
    test(`reads back unchanged: ${JSON.stringify(text.slice(0, 40))}`, async () => {
      const read = await connection.runAndReadAll(
        `SELECT ${sqlString(text)} AS v, ${sqlString(text)} = ${sqlString(text)} AS same`,
      );
      expect(read.getRowObjects()).toEqual([{ v: text, same: true }]);
    });
  }
  test("in a list, as the top pages query uses it", async () => {
    const list = HOSTILE.map(sqlString).join(", ");
    const read = await connection.runAndReadAll(
      `SELECT count(*)::INTEGER AS n FROM (VALUES ${HOSTILE.map((t) => `(${sqlString(t)})`).join(", ")}) v(t) WHERE t IN (${list})`,
    );
    expect(read.getRowObjects()).toEqual([{ n: HOSTILE.length }]);
  });
});
