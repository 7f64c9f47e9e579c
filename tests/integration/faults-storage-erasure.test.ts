import { afterAll, beforeAll, expect, test } from "bun:test";
import { eq, sql } from "drizzle-orm";
import { pendingFileDeletions, user } from "../../drizzle/schema";
import { applyRetention } from "../../server/jobs/retention";
import { signUp } from "../helpers/auth";
import { seedPerson } from "../helpers/personal-data";
import { proxyS3, startS3, type TestS3 } from "../helpers/s3";
import type { TcpProxy } from "../helpers/tcp-proxy";
import { startTestApp, type TestApp } from "../helpers/test-app";

/**
 * Fault: the file storage hangs (accepts connections, answers nothing) while an admin erases a
 * person's data, whose files are deleted after the erasure commits.
 * Invariant: the erasure answers within about one storage deadline, not one per file; no database
 * transaction waits on the storage, so the rest of the site's queries are not held (on PGlite one
 * open transaction holds every query); every file stays recorded and housekeeping deletes it once
 * the storage answers. Before: one transaction spanned every file's delete (a deadline each).
 */

const DEADLINE_MS = 1_500;
let s3: TestS3;
let proxy: TcpProxy;
let app: TestApp;
let adminId: string;
let adminCookie: string;
const db = () => app.rt.database.db;

beforeAll(async () => {
  s3 = await startS3();
  const proxied = await proxyS3(s3);
  proxy = proxied.proxy;
  app = await startTestApp({
    ...proxied.env,
    S3_TIMEOUT_MS: String(DEADLINE_MS),
    REQUIRE_EMAIL_VERIFICATION: "false",
    TRUST_PROXY_HOPS: "1",
  });
  adminCookie = (await signUp(app.url, "owner@example.com")).cookie;
  await app.client({ cookie: adminCookie }).admin.setup.mutate();
  adminId = (await db().select({ id: user.id }).from(user).where(eq(user.email, "owner@example.com")))[0]!.id;
}, 120_000);
afterAll(async () => {
  proxy?.resume();
  await app?.stop();
  await proxy?.stop();
  await s3?.stop();
}, 60_000);

test("an erasure during a storage hang answers within a deadline, holds no query, and its files are deleted later", async () => {
  const p = await seedPerson(app, "hung.storage@example.cz", "Hynek", adminId);
  const keys = [...p.uploaded.keys()].sort();
  expect(keys.length).toBeGreaterThanOrEqual(3);
  for (const key of keys) expect(await s3.has(key)).toBe(true);

  proxy.hang();
  const started = performance.now();
  const erasing = app.client({ cookie: adminCookie }).admin.personalData.erase.mutate({ email: p.email });
  // While the erasure deletes files, other queries of the site go through at once.
  await Bun.sleep(300);
  const waits: number[] = [];
  for (let i = 0; i < 5; i++) {
    const t = performance.now();
    await db().execute(sql`select count(*) from ${user}`);
    waits.push(performance.now() - t);
    await Bun.sleep(200);
  }
  const result = await erasing;
  const took = performance.now() - started;

  expect(Math.max(...waits)).toBeLessThan(500);
  expect(took).toBeLessThan(DEADLINE_MS + 2_000);
  // Every file of the person (with the design's print file, which the seed does not list) is pending.
  expect(result.counts.filesPending).toBe(result.counts.files);
  const pending = await db().select().from(pendingFileDeletions);
  const pendingKeys = pending.map((r) => r.key).sort();
  expect(pendingKeys).toHaveLength(result.counts.files);
  expect(pendingKeys).toEqual(expect.arrayContaining(keys));
  // The first delete met the deadline and was recorded; the rest were not tried in this run.
  expect(pending.filter((r) => r.attempts === 1)).toHaveLength(1);
  expect(pending.find((r) => r.attempts === 1)?.lastError).toContain(`within ${DEADLINE_MS} ms`);

  // The held requests are dropped; housekeeping deletes every file once the storage answers.
  await proxy.down();
  proxy.resume();
  await proxy.up();
  const later = await applyRetention(db(), app.rt.storage, app.rt.log, 24);
  expect(later.files).toBe(pendingKeys.length);
  expect(await db().select().from(pendingFileDeletions)).toEqual([]);
  for (const key of pendingKeys) expect({ key, stored: await s3.has(key) }).toEqual({ key, stored: false });
}, 90_000);
