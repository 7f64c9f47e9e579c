import { afterAll } from "bun:test";
import { dropPostgresTemplate, pgliteTemplateDir } from "./helpers/test-db";

// Preloaded by bun test (bunfig.toml). The PGlite template (first init takes several seconds on a
// fresh machine) is made here, once, before any suite's hooks start their clocks.
if (!process.env.DATABASE_URL) await pgliteTemplateDir();

// Runs once after every test file has finished.
afterAll(async () => {
  await dropPostgresTemplate();
});
