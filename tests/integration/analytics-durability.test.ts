import { expect, test } from "bun:test";
import { join } from "node:path";
import { openAnalyticsStore } from "../../analytics/store";
import { makeTempDir } from "../helpers/paths";
import { freePort } from "../helpers/ports";
import { spawnServer } from "../helpers/server-process";
import { createTestDatabase } from "../helpers/test-db";

const UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";

test("kill -9 while events are being sent: after a restart every acknowledged event is stored exactly once", async () => {
  const dataDir = makeTempDir("durability");
  const db = await createTestDatabase(dataDir);
  const port = await freePort();
  const env = { ...db.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "error" };
  let server = spawnServer(env);
  await server.ready();

  const acknowledged: string[] = [];
  let stop = false;
  const sender = async (worker: number) => {
    for (let batch = 0; !stop; batch++) {
      const events = Array.from({ length: 50 }, () => ({
        type: "pageview",
        id: crypto.randomUUID(),
        sessionId: `session-${worker}-${batch}`,
        at: Date.now(),
        path: "/durability",
      }));
      const res = await fetch(`${server.url}/api/analytics/events`, {
        method: "POST",
        headers: { "content-type": "application/json", "user-agent": UA },
        body: JSON.stringify({ events }),
      }).catch(() => null);
      if (res?.status === 204) acknowledged.push(...events.map((e) => e.id));
      else if (!res) return;
    }
  };
  const senders = Array.from({ length: 8 }, (_, i) => sender(i));
  while (acknowledged.length < 2_000) await Bun.sleep(5);
  server.proc.kill("SIGKILL");
  stop = true;
  await Promise.all(senders);
  await server.proc.exited;
  const acked = new Set(acknowledged);

  // Restart (DuckDB replays its WAL), then stop cleanly and read the file.
  server = spawnServer(env);
  await server.ready();
  server.proc.kill("SIGTERM");
  await server.proc.exited;
  const store = await openAnalyticsStore(join(dataDir, "analytics.duckdb"));
  const rows = (
    await store.write((c) => c.runAndReadAll("SELECT event_id FROM page_views WHERE page_path = '/durability'"))
  ).getRowObjectsJson();
  await store.close();
  await db.drop();

  const stored = rows.map((r) => String(r.event_id));
  expect(new Set(stored).size).toBe(stored.length); // exactly once
  const storedSet = new Set(stored);
  const missing = [...acked].filter((id) => !storedSet.has(id));
  expect(missing).toEqual([]);
  expect(acked.size).toBeGreaterThanOrEqual(2_000);
}, 90_000);
