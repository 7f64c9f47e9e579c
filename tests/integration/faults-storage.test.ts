import { afterAll, beforeAll, beforeEach, describe, expect, test } from "bun:test";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { mailOutbox, rateLimitCounters, uploads } from "../../drizzle/schema";
import { signUp } from "../helpers/auth";
import { TINY_PDF, TINY_PNG } from "../helpers/files";
import { expectReadableError } from "../helpers/hostile";
import { startS3, type TestS3 } from "../helpers/s3";
import { startTcpProxy, type TcpProxy } from "../helpers/tcp-proxy";
import { startTestApp, type TestApp } from "../helpers/test-app";
import { upload } from "../helpers/uploads";

/**
 * Fault: the object storage (S3) goes away. Invariant: an upload is acknowledged only once its file
 * is stored and recorded; during the outage uploads get a clear 503 and leave no row (and no temp
 * file) behind, so no row ever points at a missing file; enquiries that need no new file still go
 * through; an admin download says 503, not 500; everything works again when the storage is back.
 */

let s3: TestS3;
let proxy: TcpProxy;
let app: TestApp;
let adminCookie: string;
beforeAll(async () => {
  s3 = await startS3();
  const direct = new URL(s3.endpoint);
  proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port) });
  app = await startTestApp({ ...s3.env, S3_ENDPOINT: `http://${proxy.host}:${proxy.port}` });
  adminCookie = (await signUp(app.url, "storage-admin@example.com")).cookie;
  const claim = await fetch(`${app.url}/trpc/admin.setup`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie: adminCookie },
    body: "{}",
  });
  expect(claim.status).toBe(200);
}, 60_000);
afterAll(async () => {
  await proxy?.up();
  await app?.stop();
  await proxy?.stop();
  await s3?.stop();
}, 60_000);
beforeEach(async () => {
  await proxy.up();
  await app.rt.database.db.delete(rateLimitCounters);
});

const tmpUploads = () => {
  try {
    return readdirSync(join(app.dataDir, "tmp", "uploads"));
  } catch {
    return [];
  }
};
const download = (key: string) =>
  fetch(`${app.url}/api/attachments/${encodeURIComponent(key)}`, { headers: { cookie: adminCookie } });

/** Every upload row's file is in the bucket. */
async function everyRowHasItsFile() {
  for (const row of await app.rt.database.db.select().from(uploads)) {
    const object = await app.rt.storage.get(row.key);
    expect({ key: row.key, stored: object !== null }).toEqual({ key: row.key, stored: true });
    await object?.body.cancel();
  }
}

describe("S3 unreachable (through a TCP proxy that is cut)", () => {
  test("uploads answer 503 and store nothing; enquiries still go through; downloads 503; all recovers", async () => {
    expect(app.rt.storage.kind).toBe("s3");
    const before = await upload(app.url, [{ name: "before.pdf", data: TINY_PDF }]);
    expect(before.status).toBe(201);
    const keptKey = before.body.files![0]!.key;
    const rowsBefore = (await app.rt.database.db.select().from(uploads)).length;

    await proxy.down();
    const started = performance.now();
    const refused = await upload(app.url, [
      { name: "a.pdf", data: TINY_PDF },
      { name: "b.png", data: TINY_PNG },
    ]);
    expect(refused.status).toBe(503);
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(refused.body.error?.message).toBe("The files could not be stored. Please try again.");
    expect((await app.rt.database.db.select().from(uploads)).length).toBe(rowsBefore);
    expect(tmpUploads()).toEqual([]);

    const health = await fetch(`${app.url}/healthz`);
    expect(health.status).toBe(503);
    const report = (await health.json()) as { parts: Record<string, { ok: boolean }> };
    expect(report.parts.storage?.ok).toBe(false);
    expect(report.parts.database?.ok).toBe(true);

    // The enquiry itself does not need the storage: with the file uploaded before, it is accepted.
    const enquiry = await fetch(`${app.url}/trpc/contact.submit`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "Ada", email: "ada@example.com", message: "hoodies", attachments: [keptKey] }),
    });
    expect(enquiry.status).toBe(200);

    const res = await download(keptKey);
    const text = await res.text();
    expect(res.status).toBe(503);
    expectReadableError(res.status, text);

    await proxy.up();
    const after = await upload(app.url, [{ name: "after.pdf", data: TINY_PDF }]);
    expect(after.status).toBe(201);
    const again = await download(keptKey);
    expect(again.status).toBe(200);
    expect(new Uint8Array(await again.arrayBuffer())).toEqual(TINY_PDF);
    await everyRowHasItsFile();
  }, 60_000);

  test("mail whose attachment cannot be read waits in the outbox and goes out when the storage is back", async () => {
    // The generator's inquiry mail carries a stored file; no route queues one on this branch yet,
    // so one is queued directly, as that service will.
    const up = await upload(app.url, [{ name: "design.png", data: TINY_PNG }]);
    const key = up.body.files![0]!.key;
    const db = app.rt.database.db;
    await db.delete(mailOutbox);
    await db.insert(mailOutbox).values({
      to: "studio@example.com",
      subject: "Design inquiry",
      html: "<p>design</p>",
      text: "design",
      attachments: [{ key, filename: "design.png" }],
    });
    await proxy.down();
    await app.rt.outbox.drain();
    const [waiting] = await db.select().from(mailOutbox);
    expect(waiting).toMatchObject({ status: "pending", attempts: 1 });
    expect(waiting?.lastError).toBeString();

    await proxy.up();
    await db.update(mailOutbox).set({ nextAttemptAt: new Date(0) });
    await app.rt.outbox.drain();
    const [sent] = await db.select().from(mailOutbox);
    expect(sent).toMatchObject({ status: "sent", attempts: 2 });
  }, 60_000);
});
