import { afterAll } from "bun:test";
import { dropPostgresTemplate } from "./helpers/test-db";

// Preloaded by bun test (bunfig.toml): runs once after every test file has finished.
afterAll(async () => {
  await dropPostgresTemplate();
});
