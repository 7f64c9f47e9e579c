import { BACKFILL_SQL, sealVitals } from "../../analytics/rollups";
import { openAnalyticsStore } from "../../analytics/store";
import { seedRawAnalytics } from "../../tests/bench/analytics-seed";

const file = process.argv[2]!;
const n = Number(process.argv[3]);
const store = await openAnalyticsStore(file, { memoryLimit: "8GB", timeZone: "Europe/Prague" });
const now = new Date("2026-11-26T12:00:00Z");
await store.write((c) => seedRawAnalytics(c, n, now));
await store.write(async (c) => {
  await c.run(BACKFILL_SQL);
  await sealVitals(c, now.getTime());
});
await store.close();
console.log("ok");
