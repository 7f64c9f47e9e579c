import { expect, test } from "bun:test";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { formSubmissions } from "../../drizzle/schema";
import { MULTIPART, SHAPES, sendRaw } from "../helpers/malformed-multipart";
import { makeTempDir } from "../helpers/paths";
import { freePort } from "../helpers/ports";
import { spawnServer } from "../helpers/server-process";
import { createTestDatabase } from "../helpers/test-db";

/**
 * A malformed multipart storm while enquiries are being acknowledged, against the server as its own
 * process: 1,000 truncated and malformed uploads over 50 connections at a time. The process never
 * exits, every enquiry answered 200 is stored, and no temporary upload file is left.
 */
const STORM = 1_000;
const CONNECTIONS = 50;

test("1,000 malformed uploads from 50 connections during a stream of enquiries", async () => {
  const dataDir = makeTempDir("multipart-storm");
  const database = await createTestDatabase(dataDir);
  const port = await freePort();
  const server = spawnServer({
    ...database.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    TRUST_PROXY_HOPS: "1",
    LOG_LEVEL: "error",
  });
  await server.ready(60_000);
  try {
    let next = 0;
    const statuses: (number | null)[] = [];
    const stormer = async () => {
      while (next < STORM) {
        const shape = SHAPES[next++ % SHAPES.length]!;
        // Connections held open are part of the storm, but short: the count matters here.
        statuses.push(
          await sendRaw(server.url, shape.type ?? MULTIPART, shape.body(), {
            promised: shape.promised,
            holdMs: Math.min(shape.holdMs ?? 0, 200),
          }),
        );
      }
    };

    const acknowledged: string[] = [];
    let storming = true;
    let n = 0;
    const enquirer = async () => {
      while (storming) {
        const token = `storm-${++n}`;
        const res = await fetch(`${server.url}/trpc/contact.submit`, {
          method: "POST",
          headers: { "content-type": "application/json", "x-forwarded-for": `10.90.${(n >> 8) & 255}.${n & 255}` },
          body: JSON.stringify({ name: `Visitor ${token}`, email: `${token}@example.com`, message: `token ${token}` }),
        }).catch(() => null);
        if (res?.status === 200) acknowledged.push(token);
        else expect(res?.status ?? 0).toBeGreaterThanOrEqual(400);
      }
    };

    const enquiries = Promise.all([enquirer(), enquirer()]);
    await Promise.all(Array.from({ length: CONNECTIONS }, stormer));
    storming = false;
    await enquiries;

    expect(statuses).toHaveLength(STORM);
    expect(statuses.filter((s) => s !== null && s >= 500)).toEqual([]);
    expect(server.proc.exitCode).toBeNull();
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    expect(acknowledged.length).toBeGreaterThan(0);

    const tmp = join(dataDir, "tmp", "uploads");
    for (let i = 0; i < 60 && readdirSync(tmp).length > 0; i++) await Bun.sleep(100);
    expect(readdirSync(tmp)).toEqual([]);

    // Read what is stored after the process has stopped (PGlite has one owner).
    server.proc.kill("SIGTERM");
    await server.proc.exited;
    const handle = await database.open();
    try {
      const stored = new Set((await handle.db.select().from(formSubmissions)).map((s) => s.message));
      expect(acknowledged.filter((t) => !stored.has(`token ${t}`))).toEqual([]);
    } finally {
      await handle.close();
    }
  } finally {
    server.proc.kill("SIGKILL");
  }
}, 180_000);
