// SCRATCH (not committed): profile the filtered conversions read at 10M page views.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { getConversions } from "../../analytics/queries/getConversions";
import { BACKFILL_SQL, sealVitals } from "../../analytics/rollups";
import { sealSessionHours, viewRowsOn, rawViewRows } from "../../analytics/session-hours";
import { openAnalyticsStore } from "../../analytics/store";
import { pageViewFilterSql } from "../../analytics/explore/filters";
import { tsLiteral } from "../../analytics/sql";
import { periodOf } from "../../shared/analytics/definitions";
import type { Filters } from "../../shared/analytics/view";
import { seedRawAnalytics } from "./analytics-seed";

const dir = "/tmp/prof";
const file = `${dir}/analytics.duckdb`;
const TZ = "Europe/Prague";
mkdirSync(dir, { recursive: true });
if (!existsSync(file)) {
  const now = new Date();
  const store = await openAnalyticsStore(file, { memoryLimit: "8GB", timeZone: TZ });
  await store.write((c) => seedRawAnalytics(c, 10_000_000, now));
  await store.write(async (c) => {
    await c.run(BACKFILL_SQL);
    await sealVitals(c, now.getTime());
    await sealSessionHours(c, now.getTime(), Number.POSITIVE_INFINITY);
  });
  await store.close();
  writeFileSync(`${dir}/now`, String(now.getTime()));
  console.log("seeded");
}
const now = new Date(Number(readFileSync(`${dir}/now`, "utf8")));
const store = await openAnalyticsStore(file, { timeZone: TZ });
const views: [string, Filters][] = [
  ["channel Email", { channel: "Email" }],
  ["campaign", { campaign: "newsletter / email / autumn-2026" }],
  ["country CZ", { country: "CZ" }],
  ["page /contact", { page: "/contact" }],
];
const mode = process.env.MODE ?? "total";
for (const [name, filters] of views) {
  const period = periodOf("30d", now);
  if (mode === "total") {
    const times: number[] = [];
    let answer: unknown;
    for (let i = 0; i < 5; i++) {
      const t = performance.now();
      answer = await getConversions(store, { period, filters });
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    console.log(name, times.map((t) => t.toFixed(0)).join(" "), process.env.SHOW ? JSON.stringify(answer).slice(0, 300) : "");
  } else {
    await store.read(async (c) => {
      const cur = [period.from.getTime(), period.to.getTime()] as [number, number];
      const prev = [period.previousFrom.getTime(), period.from.getTime()] as [number, number];
      const where = pageViewFilterSql(filters);
      const v = filters.page === undefined ? await viewRowsOn(c, prev[0], cur[1]) : rawViewRows;
      let t = performance.now();
      await c.run(`CREATE OR REPLACE TEMP TABLE fv AS SELECT DISTINCT session_id, visitor, cur FROM (
         SELECT session_id, visitor, false AS cur FROM (${v.sql(prev[0], prev[1], where)})
         UNION ALL SELECT session_id, visitor, true AS cur FROM (${v.sql(cur[0], cur[1], where)}))`);
      const t1 = performance.now() - t;
      const n = (await c.runAndReadAll("SELECT count(*) n, count(*) FILTER (WHERE cur) c FROM fv")).getRowObjects()[0];
      t = performance.now();
      await c.runAndReadAll(`SELECT cur, count(*) FROM (SELECT session_id, created_at >= ${tsLiteral(cur[0])} AS cur FROM user_sessions WHERE created_at >= ${tsLiteral(prev[0])} AND created_at < ${tsLiteral(cur[1])}) u SEMI JOIN fv k ON u.session_id = k.session_id AND u.cur = k.cur GROUP BY ALL`);
      const t2 = performance.now() - t;
      t = performance.now();
      await c.runAndReadAll(`SELECT cur, count(DISTINCT visitor) FROM fv GROUP BY cur`);
      const t3 = performance.now() - t;
      console.log(name, `fv ${t1.toFixed(0)} ms (${n?.n} rows, ${n?.c} cur), sessions join ${t2.toFixed(0)} ms, visitors ${t3.toFixed(0)} ms`);
    });
  }
}
await store.close();
