/**
 * `bun run start`: builds the client if it has not been built yet, then runs the server (which
 * migrates the database at start). Needs nothing else on a fresh machine.
 */
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";

const root = resolve(import.meta.dir, "../..");
// The site runs as in production unless told otherwise: React (which renders the mails) reads
// NODE_ENV when it is first imported, and its development build is several times slower.
process.env.NODE_ENV ??= "production";
if (!existsSync(join(root, "dist/client/index.html"))) {
  console.log("Building the client (first start)...");
  const build = Bun.spawnSync(["bun", "run", "build"], { cwd: root, stdout: "inherit", stderr: "inherit" });
  if (build.exitCode !== 0) process.exit(build.exitCode ?? 1);
}
await import("../index");
