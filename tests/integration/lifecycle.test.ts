import { describe, expect, test } from "bun:test";
import { makeTempDir } from "../helpers/paths";
import { freePort } from "../helpers/ports";
import { spawnServer } from "../helpers/server-process";
import { createTestDatabase } from "../helpers/test-db";

describe("start-up with a bad setting", () => {
  for (const [name, value] of [
    ["PORT", "abc"],
    ["DATABASE_URL", "not a url"],
    ["S3_ENDPOINT", "ftp://files"],
  ] as const) {
    test(`${name}=${value} stops with one line naming ${name}`, async () => {
      const server = spawnServer({ [name]: value, DATA_DIR: makeTempDir("bad") });
      const code = await server.proc.exited;
      await server.drained();
      expect(code).toBe(1);
      const lines = server.output().trim().split("\n");
      expect(lines).toHaveLength(1);
      expect(lines[0]).toStartWith(`Invalid setting ${name}:`);
    });
  }
});

describe("process lifecycle", () => {
  test("serves, then ends cleanly within 5 s of SIGTERM, finishing an in-flight request", async () => {
    const dataDir = makeTempDir("life");
    const db = await createTestDatabase(dataDir);
    const port = await freePort();
    const server = spawnServer({ ...db.env, PORT: String(port), DATA_DIR: dataDir });
    try {
      await server.ready();
      // A request whose body is still arriving when the signal comes: it must still get its answer.
      let finishBody: () => void = () => {};
      const bodyDone = new Promise<void>((resolve) => {
        finishBody = resolve;
      });
      const body = new ReadableStream<Uint8Array>({
        async start(controller) {
          controller.enqueue(new TextEncoder().encode('{"email":"nobody@example.com",'));
          await bodyDone;
          controller.enqueue(new TextEncoder().encode('"password":"Wrong-passw0rd!"}'));
          controller.close();
        },
      });
      const inFlight = fetch(`${server.url}/api/auth/sign-in/email`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body,
        duplex: "half",
      } as RequestInit);
      await Bun.sleep(300);
      server.proc.kill("SIGTERM");
      const started = Date.now();
      await Bun.sleep(200);
      finishBody();
      const response = await inFlight;
      expect(response.status).toBe(401);
      const code = await server.proc.exited;
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(code).toBe(0);
      await server.drained();
      expect(server.output()).toContain('"msg":"stopped"');
      // Nothing listens any more.
      expect(await fetch(`${server.url}/healthz`).catch(() => "refused")).toBe("refused");
    } finally {
      server.proc.kill("SIGKILL");
      await db.drop();
    }
  }, 40_000);
});
