import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import { join } from "node:path";
import postgres from "postgres";
import { type DatabaseHandle, migrationsFolder, openDatabase } from "../../server/db/client";
import { tmpRoot } from "./paths";

/**
 * A fresh, migrated database for one test suite or server:
 * - by default an embedded PGlite, copied from a template data dir migrated once per migration set;
 * - with DATABASE_URL set, a new PostgreSQL database cloned from a template migrated once per run,
 *   so runs and suites never see each other's rows.
 */
export interface TestDatabase {
  /** Environment for a server using this database: DATABASE_URL, or nothing (PGlite in DATA_DIR). */
  env: Record<string, string>;
  open(): Promise<DatabaseHandle>;
  drop(): Promise<void>;
}

/** Names every database this run makes; `bun run test` sets it so it can drop them all at the end. */
const runId = (process.env.TEST_RUN_ID ?? `${Date.now().toString(36)}_${process.pid}`).replace(/\W/g, "");
let pgCounter = 0;
const uniqueSuffix = () => `${runId}_${process.pid}_${++pgCounter}`;

function migrationsHash(): string {
  const hash = createHash("sha256");
  for (const file of readdirSync(migrationsFolder, { recursive: true }).map(String).sort()) {
    const path = join(migrationsFolder, file);
    if (file.endsWith(".sql") || file.endsWith(".json")) hash.update(file).update(readFileSync(path));
  }
  return hash.digest("hex").slice(0, 12);
}

let pgliteTemplate: Promise<string> | undefined;
/** A migrated PGlite data dir, made once and reused while the migrations stay the same. */
export function pgliteTemplateDir(): Promise<string> {
  pgliteTemplate ??= (async () => {
    const dir = join(tmpRoot, `pglite-template-${migrationsHash()}`);
    if (existsSync(join(dir, "PG_VERSION"))) return dir;
    mkdirSync(tmpRoot, { recursive: true });
    const building = `${dir}.building-${process.pid}`;
    rmSync(building, { recursive: true, force: true });
    const handle = await openDatabase({ pgliteDir: building });
    await handle.migrate();
    await handle.close();
    if (!existsSync(join(dir, "PG_VERSION"))) renameSync(building, dir);
    else rmSync(building, { recursive: true, force: true });
    return dir;
  })();
  return pgliteTemplate;
}

let pgTemplate: Promise<string> | undefined;

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function postgresTemplate(adminUrl: string): Promise<string> {
  pgTemplate ??= (async () => {
    const name = `tpl_${uniqueSuffix()}`;
    const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
    try {
      await admin.unsafe(`CREATE DATABASE "${name}"`);
    } finally {
      await admin.end();
    }
    const handle = await openDatabase({ url: withDatabase(adminUrl, name), poolSize: 1 });
    await handle.migrate();
    await handle.close();
    return name;
  })();
  return pgTemplate;
}

/** Makes a database for a server whose DATA_DIR is `dataDir`. */
export async function createTestDatabase(dataDir: string): Promise<TestDatabase> {
  const adminUrl = process.env.DATABASE_URL;
  if (adminUrl) {
    const template = await postgresTemplate(adminUrl);
    const name = `t_${uniqueSuffix()}`;
    const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
    try {
      await admin.unsafe(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
    } finally {
      await admin.end();
    }
    const url = withDatabase(adminUrl, name);
    return {
      env: { DATABASE_URL: url },
      open: () => openDatabase({ url, poolSize: 5 }),
      async drop() {
        const a = postgres(adminUrl, { max: 1, onnotice: () => {} });
        try {
          await a.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        } finally {
          await a.end();
        }
      },
    };
  }

  // The same place the server looks for it: DATA_DIR/pglite.
  const dir = join(dataDir, "pglite");
  cpSync(await pgliteTemplateDir(), dir, { recursive: true });
  return {
    env: {},
    open: () => openDatabase({ pgliteDir: dir }),
    async drop() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Drops this run's PostgreSQL template (call once at the end of a run). */
export async function dropPostgresTemplate(): Promise<void> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl || !pgTemplate) return;
  const name = await pgTemplate;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

/** Drops every database made under this TEST_RUN_ID, by any process of the run. */
export async function dropRunDatabases(adminUrl: string, id = runId): Promise<number> {
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  try {
    const rows = await admin<{ datname: string }[]>`
      select datname from pg_database where datname like ${`t\\_${id}\\_%`} or datname like ${`tpl\\_${id}\\_%`}`;
    for (const { datname } of rows) await admin.unsafe(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    return rows.length;
  } finally {
    await admin.end();
  }
}
