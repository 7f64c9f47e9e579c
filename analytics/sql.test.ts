import { expect, test } from "bun:test";
import { MAX_VITAL_BUCKET, VITALS, vitalBucket, vitalBucketOf } from "./sql";
import { openAnalyticsStore } from "./store";
import { rng } from "./testing/rng";

test("a web vital's value bucket is the same in JS as in DuckDB: exact multiples, tiny, huge and random values", async () => {
  const store = await openAnalyticsStore(":memory:");
  const rand = rng(11);
  const values = [
    0,
    1e-9,
    0.001,
    0.002,
    0.003,
    0.1,
    0.3,
    0.7,
    1,
    2,
    4.999999,
    5,
    15,
    29.999,
    1e7,
    MAX_VITAL_BUCKET * 10,
  ];
  for (const m of VITALS) for (let i = 1; i <= 300; i++) values.push(i * m.width, Math.floor(rand() * 20000) * m.width);
  for (let i = 0; i < 2000; i++) values.push(rand() * 10 ** Math.floor(rand() * 8));
  const inSql = await store.read(
    async (c) =>
      (
        await c.runAndReadAll(
          `SELECT ${VITALS.map((m, i) => `list(${vitalBucket("v", m.width)} ORDER BY i) AS b${i}`).join(", ")}
           FROM (SELECT unnest(?::DOUBLE[]) AS v, generate_subscripts(?::DOUBLE[], 1) AS i)`,
          [JSON.stringify(values), JSON.stringify(values)],
        )
      ).getRowObjectsJson()[0],
  );
  VITALS.forEach((m, i) => {
    expect((inSql?.[`b${i}`] as number[] | undefined)?.map(Number)).toEqual(
      values.map((v) => vitalBucketOf(v, m.width)),
    );
  });
  await store.close();
});
