/**
 * The server Playwright tests run against: the real entry point, with a fresh data folder and a
 * fresh database (PGlite, or a new PostgreSQL database when DATABASE_URL is set).
 */
import { makeTempDir } from "../helpers/paths";
import { createTestDatabase } from "../helpers/test-db";

const dataDir = makeTempDir("e2e");
const database = await createTestDatabase(dataDir);
Object.assign(process.env, database.env, {
  DATA_DIR: dataDir,
  PORT: process.env.E2E_PORT ?? "4321",
  HOST: "127.0.0.1",
  NODE_ENV: "test",
  LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? "warn",
});
const drop = () => void database.drop().finally(() => process.exit(0));
process.once("beforeExit", drop);
await import("../../server/index");
