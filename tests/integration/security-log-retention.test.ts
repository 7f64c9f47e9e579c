import { afterAll, beforeAll, expect, test } from "bun:test";
import { rmSync } from "node:fs";
import { count as count_, sql } from "drizzle-orm";
import { loginAttempts, securityEvents } from "../../drizzle/schema";
import type { DatabaseHandle } from "../../server/db/client";
import { deleteSecurityLogBefore } from "../../server/db/queries/security-log";
import { makeTempDir } from "../helpers/paths";
import { createTestDatabase, type TestDatabase } from "../helpers/test-db";

/**
 * Sign-in attempts keep an IP and an address: personal data, kept SECURITY_LOG_RETENTION_DAYS (90 by
 * default) and then deleted by housekeeping, in batches (more rows than one batch here).
 */
let dir: string;
let database: TestDatabase;
let handle: DatabaseHandle;
beforeAll(async () => {
  dir = makeTempDir("security-log");
  database = await createTestDatabase(dir);
  handle = await database.open();
}, 60_000);
afterAll(async () => {
  await handle?.close();
  await database?.drop();
  rmSync(dir, { recursive: true, force: true });
});

const count = async (table: typeof loginAttempts | typeof securityEvents) =>
  (await handle.db.select({ n: count_() }).from(table))[0]?.n;

test("attempts and events older than the cutoff go, in batches; younger ones stay", async () => {
  await handle.db.execute(sql`
    insert into login_attempts (ip, email, success, created_at)
    select '10.0.0.' || (i % 250), 'old' || i || '@example.com', false, now() - interval '100 days' + i * interval '1 second'
      from generate_series(1, 12000) i`);
  await handle.db.execute(sql`
    insert into login_attempts (ip, email, success, created_at)
    select '10.0.1.1', 'recent@example.com', true, now() - i * interval '1 day' from generate_series(1, 5) i`);
  await handle.db.execute(sql`
    insert into security_events (kind, ip, created_at)
    values ('admin_claim_refused', '10.0.0.9', now() - interval '200 days'), ('upload_rejected', '10.0.0.9', now())`);
  const cutoff = new Date(Date.now() - 90 * 24 * 60 * 60 * 1000);
  expect(await deleteSecurityLogBefore(handle.db, cutoff)).toBe(12_001);
  expect(await count(loginAttempts)).toBe(5);
  expect(await count(securityEvents)).toBe(1);
  expect(await deleteSecurityLogBefore(handle.db, cutoff)).toBe(0);
});
