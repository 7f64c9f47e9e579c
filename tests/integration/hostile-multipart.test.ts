import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdirSync, readdirSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { MULTIPART, PNG, SHAPES, sendRaw } from "../helpers/malformed-multipart";
import { makeTempDir } from "../helpers/paths";
import { freePort } from "../helpers/ports";
import { type ServerProcess, spawnServer } from "../helpers/server-process";
import { createTestDatabase } from "../helpers/test-db";

/**
 * Malformed multipart bodies to /api/uploads, against the server as its own process (an error that
 * escapes a request ends the process, which shows here as a dead server, not a flaky test). Each
 * shape answers 4xx or is dropped with its connection; after each the same process still answers,
 * and no temporary file is left in DATA_DIR/tmp/uploads. Before the fix, a part cut short made
 * busboy's file stream emit "Unexpected end of form" with no listener, and the process exited.
 */
let server: ServerProcess;
let dataDir: string;
const uploadsTmp = () => join(dataDir, "tmp", "uploads");

beforeAll(async () => {
  dataDir = makeTempDir("hostile-multipart");
  const database = await createTestDatabase(dataDir);
  // A stale temp file from an earlier run that died mid-upload: the start sweeps it.
  mkdirSync(join(dataDir, "tmp", "uploads", "left-by-a-crash"), { recursive: true });
  writeFileSync(join(dataDir, "tmp", "uploads", "left-by-a-crash", "0.part"), "half a file");
  const anHourAgo = new Date(Date.now() - 3_600_000);
  utimesSync(join(dataDir, "tmp", "uploads", "left-by-a-crash", "0.part"), anHourAgo, anHourAgo);
  utimesSync(join(dataDir, "tmp", "uploads", "left-by-a-crash"), anHourAgo, anHourAgo);
  const port = await freePort();
  server = spawnServer({
    ...database.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    TRUST_PROXY_HOPS: "1",
    LOG_LEVEL: "warn",
  });
  await server.ready(60_000);
}, 90_000);
afterAll(() => {
  server?.proc.kill("SIGKILL");
});

async function expectAliveAndClean() {
  const health = await fetch(`${server.url}/healthz`);
  expect(health.status).toBe(200);
  expect(server.proc.exitCode).toBeNull();
  // The request's folder is removed once its answer is sent; give a moment for that.
  for (let i = 0; i < 40 && readdirSync(uploadsTmp()).length > 0; i++) await Bun.sleep(50);
  expect(readdirSync(uploadsTmp())).toEqual([]);
}

describe("malformed multipart uploads: 4xx or a dropped connection, the process lives, no temp file left", () => {
  test("the start swept the temp folder of an earlier crash", () => {
    expect(readdirSync(uploadsTmp())).toEqual([]);
  });

  for (const shape of SHAPES) {
    test(shape.name, async () => {
      const status = await sendRaw(server.url, shape.type ?? MULTIPART, shape.body(), {
        promised: shape.promised,
        holdMs: shape.holdMs,
      });
      if (shape.wellFormed) expect([201, 400, 415]).toContain(status ?? 0);
      else if (status !== null) {
        expect(status).toBeGreaterThanOrEqual(400);
        expect(status).toBeLessThan(500);
      }
      await expectAliveAndClean();
    }, 20_000);
  }

  test("all of them at once, 5 times over: the process lives and a good upload still works", async () => {
    await Promise.all(
      Array.from({ length: 5 }, () =>
        SHAPES.map((s) =>
          sendRaw(server.url, s.type ?? MULTIPART, s.body(), { promised: s.promised, holdMs: s.holdMs }),
        ),
      ).flat(),
    );
    await expectAliveAndClean();
    const form = new FormData();
    form.append("files", new File([PNG], "logo.png", { type: "image/png" }));
    const ok = await fetch(`${server.url}/api/uploads`, {
      method: "POST",
      body: form,
      headers: { "x-forwarded-for": "10.78.0.1" },
    });
    expect(ok.status).toBe(201);
  }, 60_000);
});
