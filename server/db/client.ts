import { mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import * as schema from "../../drizzle/schema";
import { deadlineAfter, withDeadline } from "./deadline";

export type Schema = typeof schema;
/** The one database type the rest of the code sees, whichever driver is under it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

/**
 * The rows of a raw `db.execute(sql...)`: PGlite answers `{ rows }`, postgres.js the rows themselves.
 */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows?: T[] }).rows ?? (result as T[]);

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /** Bytes of this process's memory the database holds: PGlite's WebAssembly heap; 0 for PostgreSQL. */
  memoryBytes(): number;
}

/** Extensions the migrations create: pg_trgm for the lead inbox's search (PostgreSQL ships it as a trusted extension). */
export const PGLITE_EXTENSIONS = { pg_trgm };

export const migrationsFolder = resolve(import.meta.dir, "../../drizzle/migrations");

/** Serialises migrations across instances that start at the same time against one PostgreSQL. */
const MIGRATION_LOCK_ID = 727_001;

export type DatabaseOptions =
  | { url: string; poolSize?: number; statementTimeoutMs?: number; lockTimeoutMs?: number; deadlineMs?: number }
  | { pgliteDir: string }
  | { pglite: PGlite };

/**
 * PGlite runs PostgreSQL inside this process, and its WebAssembly memory never shrinks: PostgreSQL's
 * default 128 MB of shared buffers cost ~125 MB of resident memory as soon as they are touched. The
 * embedded database of one site (leads, accounts, outbox) fits in far less, and the OS page cache
 * still holds its files, so 32 MB keeps it fast at a quarter of the memory (bench:startup).
 */
const PGLITE_CONF = ["shared_buffers = 32MB"];

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if ("url" in options) {
    const statementTimeoutMs = options.statementTimeoutMs ?? 15_000;
    const client = postgres(options.url, {
      max: options.poolSize ?? 10,
      onnotice: () => {},
      connect_timeout: 10,
      // A hung PostgreSQL (or a lock held by a stuck session) must not hold a request forever: the
      // server cancels the statement, the caller gets 503 and may retry (decision 0011).
      connection: {
        statement_timeout: statementTimeoutMs,
        lock_timeout: options.lockTimeoutMs ?? 5_000,
      },
      // Reconnect attempts back off to at most 0.25 s (postgres.js grows to 20 s): while the
      // database is down, queued queries are refused within seconds (a 503), not left hanging.
      backoff: (retries: number) => Math.min(0.05 * 2 ** retries, 0.25),
    });
    // A database that answers nothing at all: every wait for it has a deadline too (deadline.ts).
    const deadlineMs = options.deadlineMs ?? deadlineAfter(statementTimeoutMs);
    const db = drizzlePostgres(withDeadline(client, deadlineMs), { schema }) as unknown as Database;
    return {
      db,
      kind: "postgres",
      memoryBytes: () => 0,
      async migrate() {
        // A dedicated connection holds the advisory lock for the whole migration.
        const lockClient = postgres(options.url, { max: 1, onnotice: () => {} });
        try {
          await lockClient`select pg_advisory_lock(${MIGRATION_LOCK_ID})`;
          await migratePostgres(drizzlePostgres(lockClient), { migrationsFolder });
          await lockClient`select pg_advisory_unlock(${MIGRATION_LOCK_ID})`;
        } finally {
          await lockClient.end({ timeout: 5 });
        }
      },
      async ping() {
        await db.execute(sql`select 1`);
      },
      async close() {
        await client.end({ timeout: 5 });
      },
    };
  }

  let pg: PGlite;
  if ("pglite" in options) {
    pg = options.pglite;
  } else {
    // PGlite creates its data dir non-recursively: make the parent first.
    mkdirSync(dirname(options.pgliteDir), { recursive: true });
    pg = new PGlite(options.pgliteDir, { postgresqlconf: PGLITE_CONF, extensions: PGLITE_EXTENSIONS });
  }
  await pg.waitReady;
  const db = drizzlePglite(pg, { schema }) as unknown as Database;
  return {
    db,
    kind: "pglite",
    // PGlite keeps its Emscripten module on an internal field; the heap is what it holds resident.
    memoryBytes: () =>
      (pg as unknown as { mod?: { wasmMemory?: WebAssembly.Memory } }).mod?.wasmMemory?.buffer.byteLength ?? 0,
    async migrate() {
      await migratePglite(drizzlePglite(pg), { migrationsFolder });
    },
    async ping() {
      await db.execute(sql`select 1`);
    },
    async close() {
      if (!pg.closed) await pg.close();
    },
  };
}
