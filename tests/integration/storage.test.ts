import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { classifyDatabaseFailure } from "../../server/db/errors";
import { createLocalStorage } from "../../server/storage/local";
import { createS3Storage, type S3Settings, StorageDeadlineError } from "../../server/storage/s3";
import type { FileStorage } from "../../server/storage/types";
import { makeTempDir } from "../helpers/paths";
import { proxyS3, s3Settings, startS3, type TestS3 } from "../helpers/s3";

let s3: TestS3;
beforeAll(async () => {
  s3 = await startS3();
}, 60_000);
afterAll(() => s3?.stop(), 60_000);

const implementations: [string, () => FileStorage][] = [
  ["local folder", () => createLocalStorage(makeTempDir("files"))],
  ["S3 (s3rver)", () => createS3Storage(s3Settings(s3.endpoint, s3.bucket))],
];

for (const [name, make] of implementations) {
  describe(`file storage: ${name}`, () => {
    test("stores, reads back byte-identical, and deletes", async () => {
      const storage = make();
      await storage.check();
      const bytes = crypto.getRandomValues(new Uint8Array(100_000));
      await storage.put("uploads/a-file.bin", bytes, "application/octet-stream");
      const got = await storage.get("uploads/a-file.bin");
      expect(got?.size).toBe(bytes.byteLength);
      expect(got?.contentType).toBe("application/octet-stream");
      expect(new Uint8Array(await new Response(got?.body).arrayBuffer())).toEqual(bytes);
      await storage.delete("uploads/a-file.bin");
      expect(await storage.get("uploads/a-file.bin")).toBeNull();
    });

    test("stores a file from disk without reading it into memory first", async () => {
      const storage = make();
      const path = `${makeTempDir("src")}/big.bin`;
      await Bun.write(path, new Uint8Array(3 * 1024 * 1024).fill(7));
      await storage.put("uploads/big.bin", { path, size: 3 * 1024 * 1024 }, "application/pdf");
      const got = await storage.get("uploads/big.bin");
      expect(got?.size).toBe(3 * 1024 * 1024);
    });

    test("an unknown key reads as null", async () => {
      expect(await make().get("uploads/missing.bin")).toBeNull();
    });

    test("path-like keys are refused", async () => {
      const storage = make();
      for (const key of ["../etc/passwd", "/abs", "a/../../b", "a\\b", "a\u0000b", ""]) {
        await expect(storage.put(key, new Uint8Array(1), "text/plain")).rejects.toThrow("Invalid storage key");
      }
    });
  });
}

test("local storage never overwrites an existing key", async () => {
  const storage = createLocalStorage(makeTempDir("files"));
  await storage.put("k.txt", new TextEncoder().encode("first"), "text/plain");
  await expect(storage.put("k.txt", new TextEncoder().encode("second"), "text/plain")).rejects.toThrow();
  const got = await storage.get("k.txt");
  expect(await new Response(got?.body).text()).toBe("first");
});

test("S3 check fails when the service is unreachable", async () => {
  const storage = createS3Storage(
    {
      endpoint: "http://127.0.0.1:9",
      region: "us-east-1",
      bucket: "x",
      accessKeyId: "a",
      secretAccessKey: "b",
      forcePathStyle: true,
    },
    1_000,
  );
  await expect(storage.check()).rejects.toThrow();
});

/**
 * Fault: the storage accepts connections and then sends nothing (a hung service, a network that
 * holds its packets), or stops in the middle of a file. Each call must end within its deadline,
 * retries included; before it, a 3 s setting let a call wait 18–24 s and a stalled body for ever.
 */
describe("S3 that answers nothing", () => {
  const DEADLINE_MS = 1_500;
  const settings = (endpoint: string): S3Settings => s3Settings(endpoint, s3.bucket);
  /** How long a call took and what it ended with, or "still waiting" well past its deadline. */
  async function timed(call: () => Promise<unknown>) {
    const started = performance.now();
    const outcome = await Promise.race([
      call().then(
        () => "answered" as const,
        (error: unknown) => error,
      ),
      Bun.sleep(DEADLINE_MS * 10).then(() => "still waiting" as const),
    ]);
    return { ms: performance.now() - started, outcome };
  }

  test("every call ends with a deadline error, classified unavailable, within its deadline", async () => {
    const { proxy, env } = await proxyS3(s3);
    const storage = createS3Storage(settings(env.S3_ENDPOINT!), DEADLINE_MS);
    const bigPath = `${makeTempDir("src")}/big.pdf`;
    const bigSize = 4 * 1024 * 1024;
    await Bun.write(bigPath, new Uint8Array(bigSize).fill(1));
    try {
      await storage.put("uploads/kept.bin", new Uint8Array([1, 2, 3]), "application/octet-stream");
      proxy.hang();
      // Each call with its deadline: a put also gets a second per megabyte it sends.
      const calls: [string, () => Promise<unknown>, number][] = [
        ["check", () => storage.check(), DEADLINE_MS],
        ["get", () => storage.get("uploads/kept.bin"), DEADLINE_MS],
        [
          "put (bytes)",
          () => storage.put("uploads/small.bin", new Uint8Array(10), "application/octet-stream"),
          DEADLINE_MS,
        ],
        [
          "put (a 4 MiB file)",
          () => storage.put("uploads/big.pdf", { path: bigPath, size: bigSize }, "application/pdf"),
          DEADLINE_MS + (bigSize / 1_000_000) * 1000,
        ],
        ["delete", () => storage.delete("uploads/kept.bin"), DEADLINE_MS],
      ];
      const results = await Promise.all(
        calls.map(async ([name, call, deadline]) => ({ name, deadline, ...(await timed(call)) })),
      );
      for (const { name, deadline, ms, outcome } of results) {
        expect({ name, deadlineError: outcome instanceof StorageDeadlineError }).toEqual({ name, deadlineError: true });
        expect({ name, classified: classifyDatabaseFailure(outcome) }).toEqual({ name, classified: "unavailable" });
        expect({ name, inTime: ms > deadline - 100 && ms < deadline + 1_000 }).toEqual({ name, inTime: true });
      }
      // The same storage works again once the service answers. (The held requests are dropped,
      // not delivered: a call that timed out may still happen at the service, which this test
      // does not decide.)
      await proxy.down();
      proxy.resume();
      await proxy.up();
      await storage.check();
      await storage.put("uploads/after.bin", new Uint8Array([4, 5]), "application/octet-stream");
      const got = await storage.get("uploads/after.bin");
      expect(new Uint8Array(await new Response(got?.body).arrayBuffer())).toEqual(new Uint8Array([4, 5]));
    } finally {
      proxy.resume();
      await proxy.stop();
    }
  }, 30_000);

  test("a download whose body stops arriving fails within the deadline instead of waiting for ever", async () => {
    // Just enough of S3 for a GetObject: the headers and the first kilobyte of a 100 kB file, then nothing.
    const stalling = createServer((_req, res) => {
      res.writeHead(200, { "content-type": "application/pdf", "content-length": "100000" });
      res.write(new Uint8Array(1_000));
    });
    await new Promise<void>((resolve) => stalling.listen(0, "127.0.0.1", resolve));
    const { port } = stalling.address() as AddressInfo;
    try {
      const storage = createS3Storage(settings(`http://127.0.0.1:${port}`), DEADLINE_MS);
      const object = await storage.get("uploads/stalled.pdf");
      expect(object?.size).toBe(100_000);
      const { ms, outcome } = await timed(() => new Response(object?.body).arrayBuffer());
      expect(outcome).toBeInstanceOf(StorageDeadlineError);
      expect(ms).toBeLessThan(DEADLINE_MS + 1_000);
    } finally {
      stalling.closeAllConnections();
      stalling.close();
    }
  }, 30_000);

  test("an upload that takes longer than the deadline over a link faster than 1 MB/s is not cut", async () => {
    // Just enough of S3 for a PutObject: it reads the body at about 2 MB/s, then answers 200.
    const size = 4 * 1024 * 1024;
    let received = 0;
    const slowReader = createServer((req, res) => {
      req.on("data", (chunk: Buffer) => {
        received += chunk.byteLength;
        req.pause();
        setTimeout(() => req.resume(), (chunk.byteLength / 2_000_000) * 1000);
      });
      req.on("end", () => res.writeHead(200, { etag: '"x"' }).end());
    });
    await new Promise<void>((resolve) => slowReader.listen(0, "127.0.0.1", resolve));
    const { port } = slowReader.address() as AddressInfo;
    const path = `${makeTempDir("src")}/large.pdf`;
    await Bun.write(path, new Uint8Array(size).fill(3));
    try {
      const storage = createS3Storage(settings(`http://127.0.0.1:${port}`), DEADLINE_MS);
      const started = performance.now();
      await storage.put("uploads/large.pdf", { path, size }, "application/pdf");
      // It did take longer than the deadline: a deadline that ignored the size would have cut it.
      expect(performance.now() - started).toBeGreaterThan(DEADLINE_MS);
      expect(received).toBe(size);
    } finally {
      slowReader.closeAllConnections();
      slowReader.close();
    }
  }, 30_000);

  test("a download its reader pauses for longer than the deadline is not cut", async () => {
    // More than the socket buffers hold, so most of it is still to come when the reader pauses.
    const size = 32 * 1024 * 1024;
    const served = createServer((_req, res) => {
      res.writeHead(200, { "content-type": "application/pdf", "content-length": String(size) });
      res.end(new Uint8Array(size).fill(9));
    });
    await new Promise<void>((resolve) => served.listen(0, "127.0.0.1", resolve));
    const { port } = served.address() as AddressInfo;
    try {
      const storage = createS3Storage(settings(`http://127.0.0.1:${port}`), DEADLINE_MS);
      const object = await storage.get("uploads/paused.pdf");
      const reader = object!.body.getReader();
      let bytes = (await reader.read()).value?.byteLength ?? 0;
      // A browser that stops reading (a slow link, a paused download) for twice the deadline.
      await Bun.sleep(DEADLINE_MS * 2);
      for (let next = await reader.read(); !next.done; next = await reader.read()) bytes += next.value.byteLength;
      expect(bytes).toBe(size);
    } finally {
      served.closeAllConnections();
      served.close();
    }
  }, 30_000);

  test("a slow download that keeps arriving is not cut by the deadline", async () => {
    // 10 chunks, one every quarter deadline: the whole takes 2.5 deadlines, no pause reaches one.
    const chunks = 10;
    const slow = createServer(async (_req, res) => {
      res.writeHead(200, { "content-type": "application/pdf", "content-length": String(chunks * 100) });
      for (let i = 0; i < chunks; i++) {
        res.write(new Uint8Array(100).fill(i));
        await Bun.sleep(DEADLINE_MS / 4);
      }
      res.end();
    });
    await new Promise<void>((resolve) => slow.listen(0, "127.0.0.1", resolve));
    const { port } = slow.address() as AddressInfo;
    try {
      const storage = createS3Storage(settings(`http://127.0.0.1:${port}`), DEADLINE_MS);
      const object = await storage.get("uploads/slow.pdf");
      const bytes = new Uint8Array(await new Response(object?.body).arrayBuffer());
      expect(bytes.byteLength).toBe(chunks * 100);
      expect(bytes[chunks * 100 - 1]).toBe(chunks - 1);
    } finally {
      slow.closeAllConnections();
      slow.close();
    }
  }, 30_000);
});
