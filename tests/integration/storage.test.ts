import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { createLocalStorage } from "../../server/storage/local";
import { createS3Storage } from "../../server/storage/s3";
import type { FileStorage } from "../../server/storage/types";
import { makeTempDir } from "../helpers/paths";
import { startS3, type TestS3 } from "../helpers/s3";

let s3: TestS3;
beforeAll(async () => {
  s3 = await startS3();
}, 60_000);
afterAll(() => s3?.stop(), 60_000);

const implementations: [string, () => FileStorage][] = [
  ["local folder", () => createLocalStorage(makeTempDir("files"))],
  [
    "S3 (s3rver)",
    () =>
      createS3Storage({
        endpoint: s3.endpoint,
        region: "us-east-1",
        bucket: s3.bucket,
        accessKeyId: "S3RVER",
        secretAccessKey: "S3RVER",
        forcePathStyle: true,
      }),
  ],
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
