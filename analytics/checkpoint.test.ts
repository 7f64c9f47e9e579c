import { afterAll, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createIngest } from "./ingest";
import { openAnalyticsStore, walBytes } from "./store";
import { pageViewRow } from "./testing/page-view-row";
import { emptyBatch, writeBatch } from "./write";

/**
 * When the write-ahead log is folded into the file: at the store's threshold (a commit that takes
 * the WAL past it checkpoints), when asked (`checkpointIfWal`), and by the ingest when it is idle.
 * Each case reads the WAL file itself.
 */
const dir = mkdtempSync(join(tmpdir(), "checkpoint-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let files = 0;
const fileName = () => join(dir, `a${++files}.duckdb`);

const views = (n: number) => ({
  ...emptyBatch(),
  pageViews: Array.from({ length: n }, (_, i) =>
    pageViewRow({ session_id: `s-${i % 50}`, page_path: `/p/${i % 7}`, created_at: new Date().toISOString() }),
  ),
});
const UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";
const pageViewEvents = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    type: "pageview" as const,
    id: crypto.randomUUID(),
    sessionId: `session-${i % 20}-abcdef`,
    at: Date.now(),
    path: `/p/${i % 5}`,
  }));
const count = async (store: Awaited<ReturnType<typeof openAnalyticsStore>>) =>
  Number((await store.read((c) => c.runAndReadAll("SELECT count(*) AS n FROM page_views"))).getRowObjects()[0]?.n);

describe("the store's checkpoint threshold", () => {
  test("below the threshold a commit leaves its rows in the WAL; past it, the commit folds them", async () => {
    const large = fileName();
    let store = await openAnalyticsStore(large, { checkpointThreshold: "1GB" });
    await store.write((c) => writeBatch(c, views(2000)));
    expect(walBytes(large)).toBeGreaterThan(0);
    await store.close();

    const small = fileName();
    store = await openAnalyticsStore(small, { checkpointThreshold: "1KB" });
    await store.write((c) => writeBatch(c, views(2000)));
    expect(walBytes(small)).toBe(0);
    await store.close();
  });

  test("checkpointIfWal folds the WAL only when it holds at least the given bytes, and loses nothing", async () => {
    const file = fileName();
    let store = await openAnalyticsStore(file, { checkpointThreshold: "1GB" });
    await store.write((c) => writeBatch(c, views(1000)));
    const wal = walBytes(file);
    expect(wal).toBeGreaterThan(0);
    expect(await store.checkpointIfWal(wal + 1)).toBe(false);
    expect(walBytes(file)).toBe(wal);
    expect(await store.checkpointIfWal(wal)).toBe(true);
    expect(walBytes(file)).toBe(0);
    await store.close();
    store = await openAnalyticsStore(file);
    expect(await count(store)).toBe(1000);
    await store.close();
  });
});

describe("the ingest's idle checkpoint", () => {
  test("a write that finds nothing waiting after it folds a WAL of at least idleCheckpointBytes", async () => {
    const file = fileName();
    const store = await openAnalyticsStore(file, { checkpointThreshold: "1GB" });
    const ingest = createIngest(store, { sealEveryMs: 0, idleCheckpointBytes: 1, idleCheckpointEveryMs: 0 });
    await ingest.submit(pageViewEvents(500), { userAgent: UA, country: "CZ" });
    await ingest.flush();
    expect(walBytes(file)).toBe(0);
    expect(await count(store)).toBe(500);
    await ingest.close();
    await store.close();
  });

  test("not below idleCheckpointBytes, not when switched off, not more often than idleCheckpointEveryMs", async () => {
    for (const options of [
      { idleCheckpointBytes: 1024 * 1024 * 1024, idleCheckpointEveryMs: 0 },
      { idleCheckpointBytes: 0, idleCheckpointEveryMs: 0 },
      { idleCheckpointBytes: 1, idleCheckpointEveryMs: 60 * 60 * 1000 },
    ]) {
      const file = fileName();
      const store = await openAnalyticsStore(file, { checkpointThreshold: "1GB" });
      const ingest = createIngest(store, { sealEveryMs: 0, ...options });
      await ingest.submit(pageViewEvents(500), { userAgent: UA, country: "CZ" });
      await ingest.flush();
      expect(walBytes(file)).toBeGreaterThan(0);
      await ingest.close();
      await store.close();
    }
  });
});
