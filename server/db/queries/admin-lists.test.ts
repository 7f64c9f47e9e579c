import { describe, expect, test } from "bun:test";
import { sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { encodeCursor, pageAfter } from "./admin-lists";

const dialect = new PgDialect();
const createdAt = sql.raw("created_at") as never;
const id = sql.raw("id") as never;
const cursorOf = (text: string) => Buffer.from(text).toString("base64url");
const ID = "0b7c1c1e-6b55-4a3e-9d43-2f3f4f5a6b7c";

describe("list cursors", () => {
  test("a cursor made here pages after its row", () => {
    const cursor = encodeCursor({ createdAt: new Date("2026-12-07T03:00:00.123Z"), id: ID });
    const where = pageAfter(cursor, createdAt, id);
    expect(where && dialect.sqlToQuery(where).params).toEqual(["2026-12-07T03:00:00.123Z", ID]);
  });

  test("a cursor not made here is ignored (the first page), whatever it holds", () => {
    // A forged far-future time answered 400 "characters that cannot be saved".
    for (const text of [
      `+275760-09-13T00:00:00.000Z|${ID}`,
      `-000001-01-01T00:00:00.000Z|${ID}`,
      `2026-12-07|${ID}`,
      `2026-02-30T00:00:00.000Z|${ID}`,
      `2026-13-01T00:00:00.000Z|${ID}`,
      `2026-12-07T25:00:00.000Z|${ID}`,
      `2026-12-07T03:00:00.123Z|not-a-uuid`,
      `2026-12-07T03:00:00.123Z`,
      "",
      "\u0000|\u0000",
    ]) {
      expect({ text, where: pageAfter(cursorOf(text), createdAt, id) }).toEqual({ text, where: undefined });
    }
    expect(pageAfter("%%%not base64%%%", createdAt, id)).toBeUndefined();
  });
});
