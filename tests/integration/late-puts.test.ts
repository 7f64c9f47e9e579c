import { afterAll, beforeAll, beforeEach, describe, expect, test } from "bun:test";
import { pendingFileDeletions } from "../../drizzle/schema";
import { createLogger } from "../../server/logger";
import { discardFiles, LATE_PUT_WINDOW_MS } from "../../server/services/discard-files";
import { deletePendingFiles } from "../../server/services/personal-data/files";
import { startS3, type TestS3 } from "../helpers/s3";
import { startTestApp, type TestApp } from "../helpers/test-app";

/**
 * A put that timed out may land in the storage after the delete that followed it (a hung service
 * that answers later). Its key must be deleted again until it can no longer land, or the file is
 * left with no row pointing at it: kept for ever and beyond an erasure's reach.
 */
const log = createLogger("error");
let s3: TestS3;
let app: TestApp;
beforeAll(async () => {
  s3 = await startS3();
  app = await startTestApp(s3.env);
}, 60_000);
afterAll(async () => {
  await app?.stop();
  await s3?.stop();
}, 60_000);
beforeEach(async () => {
  await app.rt.database.db.delete(pendingFileDeletions);
});

const rows = () => app.rt.database.db.select().from(pendingFileDeletions);
const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const key = (name: string) => `uploads/${Date.now()}-${crypto.randomUUID().slice(0, 8)}-${name}`;

describe("a failed write's files", () => {
  test("a put that did not answer and lands after the delete is deleted by the next housekeeping runs", async () => {
    const { storage, db } = { storage: app.rt.storage, db: app.rt.database.db };
    const stored = key("stored.pdf");
    const late = key("late.png");
    await storage.put(stored, png, "image/png");
    const now = Date.now();

    await discardFiles(db, storage, { sent: [stored, late], stored: [stored] }, now);
    expect(await s3.has(stored)).toBe(false);
    // The stored file is gone and needs no row; the unanswered key is recorded to be deleted again.
    expect((await rows()).map((r) => [r.key, r.repeatUntil?.getTime()])).toEqual([[late, now + LATE_PUT_WINDOW_MS]]);

    // The put lands now, after the delete.
    await storage.put(late, png, "image/png");
    expect(await s3.has(late)).toBe(true);

    // Housekeeping within the window deletes it and keeps the row (it may land once more, a retry).
    expect(await deletePendingFiles(db, storage, log, undefined, () => now + 60 * 60 * 1000)).toEqual({
      deleted: 0,
      failed: 0,
    });
    expect(await s3.has(late)).toBe(false);
    expect(await rows()).toHaveLength(1);

    // Past the window, the next run deletes it a last time and removes the row.
    await storage.put(late, png, "image/png");
    expect(await deletePendingFiles(db, storage, log, undefined, () => now + LATE_PUT_WINDOW_MS + 1)).toEqual({
      deleted: 1,
      failed: 0,
    });
    expect(await s3.has(late)).toBe(false);
    expect(await rows()).toHaveLength(0);
  });

  test("a key both recorded as failed and unanswered keeps the repeat; a second record moves it later", async () => {
    const db = app.rt.database.db;
    const late = key("twice.png");
    const now = Date.now();
    await discardFiles(db, app.rt.storage, { sent: [late], stored: [] }, now);
    await discardFiles(db, app.rt.storage, { sent: [late], stored: [] }, now + 1000);
    expect((await rows()).map((r) => r.repeatUntil?.getTime())).toEqual([now + 1000 + LATE_PUT_WINDOW_MS]);
  });
});
