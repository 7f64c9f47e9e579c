import { expect, test } from "bun:test";
import { closeSync, openSync, readdirSync, statSync, truncateSync, writeSync } from "node:fs";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { openAnalyticsStore } from "../../analytics/store";
import { formSubmissions, securityEvents } from "../../drizzle/schema";
import { makeTempDir } from "../helpers/paths";
import { freePort } from "../helpers/ports";
import { spawnServer } from "../helpers/server-process";
import { createTestDatabase } from "../helpers/test-db";

/**
 * A damaged analytics file (decision 0014), the server as its own process: 256 KB overwritten in
 * the middle, the file cut to half its size, its header zeroed. Each time the site starts, the
 * enquiry form works, /healthz is 200 and says analytics started afresh, the damaged file is set
 * aside beside it, and a security event records it. On PostgreSQL, the shared analytics log brings
 * the page views back. Before: damaged blocks gave a healthy /healthz and a dashboard 500; a truncated file
 * stopped the whole site from starting.
 */
const UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";

type Damage = "overwrite" | "truncate" | "header";

function damage(file: string, how: Damage) {
  const size = statSync(file).size;
  if (how === "truncate") return truncateSync(file, Math.floor(size / 2));
  const fd = openSync(file, "r+");
  if (how === "overwrite") writeSync(fd, Buffer.alloc(256 * 1024, 0x5a), 0, 256 * 1024, Math.floor(size / 2));
  else writeSync(fd, Buffer.alloc(4096, 0), 0, 4096, 0);
  closeSync(fd);
}

async function sendPageViews(url: string, count: number) {
  for (let sent = 0; sent < count; sent += 50) await sendBatch(url, Math.min(50, count - sent));
}

async function sendBatch(url: string, count: number) {
  const events = Array.from({ length: count }, (_, i) => ({
    type: "pageview",
    id: crypto.randomUUID(),
    sessionId: `damage-${i % 10}`,
    at: Date.now(),
    path: "/damage",
  }));
  const res = await fetch(`${url}/api/analytics/events`, {
    method: "POST",
    headers: { "content-type": "application/json", "user-agent": UA },
    body: JSON.stringify({ events }),
  });
  expect(res.status).toBe(204);
}

// On PostgreSQL the shared analytics log is on (ANALYTICS_LOG=auto), and it brings the page views back.
const sharedLog = Boolean(process.env.DATABASE_URL);

for (const how of ["overwrite", "truncate", "header"] as const) {
  test(`analytics file damaged (${how}): the site starts, says so, sets the file aside${sharedLog ? ", and the log refills it" : ""}`, async () => {
    const dataDir = makeTempDir(`damage-${how}`);
    const database = await createTestDatabase(dataDir);
    const port = await freePort();
    const env = {
      ...database.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: "error",
      TRUST_PROXY_HOPS: "1",
    };
    const file = join(dataDir, "analytics.duckdb");

    let server = spawnServer(env);
    await server.ready(60_000);
    await sendPageViews(server.url, 200);
    server.proc.kill("SIGTERM");
    await server.proc.exited;
    // Some bulk beside the page views, so the middle of the file holds data blocks (~10 MB).
    const filler = await openAnalyticsStore(file);
    await filler.write((c) =>
      c.run("CREATE TABLE bulk AS SELECT range AS id, 'row-' || range AS label FROM range(2000000)"),
    );
    await filler.close();
    damage(file, how);

    server = spawnServer(env);
    try {
      await server.ready(60_000);
      const health = await fetch(`${server.url}/healthz`);
      expect(health.status).toBe(200);
      const report = (await health.json()) as { parts: { analytics: { ok: boolean; note?: string } } };
      expect(report.parts.analytics.ok).toBe(true);
      expect(report.parts.analytics.note).toContain("started afresh");
      expect(report.parts.analytics.note).toContain(sharedLog ? "rebuilt from the shared log" : "earlier figures lost");
      expect(readdirSync(dataDir).some((f) => f.startsWith("analytics.duckdb.damaged-"))).toBe(true);

      const enquiry = await fetch(`${server.url}/trpc/contact.submit`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": "10.70.0.1" },
        body: JSON.stringify({ name: "After Damage", email: "after@example.com", message: "still works" }),
      });
      expect(enquiry.status).toBe(200);
      await sendPageViews(server.url, 5);
    } finally {
      server.proc.kill("SIGTERM");
      await server.proc.exited;
    }

    const handle = await database.open();
    try {
      expect(
        await handle.db.select().from(formSubmissions).where(eq(formSubmissions.email, "after@example.com")),
      ).toHaveLength(1);
      const events = await handle.db.select().from(securityEvents).where(eq(securityEvents.kind, "analytics_rebuilt"));
      expect(events).toHaveLength(1);
    } finally {
      await handle.close();
    }
    const store = await openAnalyticsStore(file);
    const views = Number(
      (
        await store.write((c) => c.runAndReadAll("SELECT count(*) AS n FROM page_views WHERE page_path = '/damage'"))
      ).getRowObjects()[0]?.n,
    );
    await store.close();
    // The fresh file holds what came after; with the shared log, also what came before.
    expect(views).toBe(sharedLog ? 205 : 5);
  }, 120_000);
}
