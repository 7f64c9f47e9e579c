import { rmSync } from "node:fs";
import { join } from "node:path";
import { createIngest } from "../../analytics/ingest";
import { openAnalyticsStore } from "../../analytics/store";
import type { AnalyticsEvent } from "../../shared/schemas/analytics";
import { makeTempDir } from "../helpers/paths";

/**
 * The write path alone, in process: the group commit (analytics/ingest.ts) into an empty store, with
 * `requests` batches of 50 page views waiting for each write, as the HTTP ingest's group commits
 * carry (~6,700 page views each at 256 clients). No HTTP, no other process on the cores: over 2-5
 * runs it varies by a few per cent where the HTTP figure varies by a third, so a change to the write
 * path is measured here first. `process cpu` over the wall time says how much of the two cores it used.
 */
export async function writeThroughput(requests: number, events = 268_000): Promise<void> {
  const dir = makeTempDir("bench-write");
  const store = await openAnalyticsStore(join(dir, "analytics.duckdb"));
  // No seal and no idle checkpoint: the write alone.
  const ingest = createIngest(store, { sealEveryMs: 0, idleCheckpointBytes: 0 });
  const userAgent =
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36";
  const rounds = Math.max(1, Math.round(events / 50 / requests));
  // The batches are made before the clock starts, as the HTTP bench's bodies are.
  const at = Date.now();
  const day = new Date(at).toISOString().slice(0, 10);
  const batches = Array.from({ length: rounds }, (_, r) =>
    Array.from({ length: requests }, (_, q) =>
      Array.from(
        { length: 50 },
        (): AnalyticsEvent => ({
          type: "pageview",
          id: crypto.randomUUID(),
          sessionId: `bench-${q}-${r % 100}`,
          at,
          path: `/page-${r % 20}`,
        }),
      ),
    ),
  );
  const cpu = process.cpuUsage();
  const started = performance.now();
  let stored = 0;
  for (const [r, round] of batches.entries()) {
    await Promise.all(
      round.map((batch, q) =>
        ingest.submit(batch, { userAgent, country: null, visitors: { [day]: String(1_000_000 + q + r) } }),
      ),
    );
    stored += round.length * 50;
  }
  const wall = performance.now() - started;
  const used = process.cpuUsage(cpu);
  await ingest.close();
  await store.close();
  rmSync(dir, { recursive: true, force: true });
  console.log(
    `write path in process (${requests} batches of 50 per group commit, ${rounds} commits): ${Math.round((stored / wall) * 1000)} events/s, process cpu ${((used.user + used.system) / 1000 / wall).toFixed(2)} cores`,
  );
}
