import { rmSync } from "node:fs";
import { HeadObjectCommand, S3Client } from "@aws-sdk/client-s3";
import S3rver from "s3rver";
import type { S3Settings } from "../../server/storage/s3";
import { makeTempDir } from "./paths";
import { freePort } from "./ports";
import { startTcpProxy, type TcpProxy } from "./tcp-proxy";

export interface TestS3 {
  endpoint: string;
  bucket: string;
  /** The settings that point the app at this server. */
  env: Record<string, string>;
  /** Whether the bucket holds `key`, asked of s3rver itself (never through a proxy in front of it). */
  has(key: string): Promise<boolean>;
  stop(): Promise<void>;
}

/** The storage settings for `bucket` of an S3 server at `endpoint` (s3rver's fixed credentials). */
export const s3Settings = (endpoint: string, bucket: string): S3Settings => ({
  endpoint,
  region: "us-east-1",
  bucket,
  accessKeyId: "S3RVER",
  secretAccessKey: "S3RVER",
  forcePathStyle: true,
});

/** A real S3-speaking server (s3rver) on loopback, with the app's bucket created. */
export async function startS3(bucket = "contact-attachments"): Promise<TestS3> {
  const directory = makeTempDir("s3");
  const port = await freePort();
  const server = new S3rver({
    address: "127.0.0.1",
    port,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: "us-east-1",
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      S3_FORCE_PATH_STYLE: "true",
    },
    async has(key) {
      const client = new S3Client({
        endpoint,
        region: "us-east-1",
        forcePathStyle: true,
        credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
      });
      try {
        return await client
          .send(new HeadObjectCommand({ Bucket: bucket, Key: key }))
          .then(() => true)
          .catch(() => false);
      } finally {
        client.destroy();
      }
    },
    async stop() {
      // Clients keep idle sockets open; close them, or close() waits for their keep-alive timeout.
      (server as unknown as { httpServer?: { closeAllConnections(): void } }).httpServer?.closeAllConnections();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/**
 * A TCP proxy in front of the server (a fault test takes the storage "down" or makes it "hang"
 * there), and the app settings that go through it.
 */
export async function proxyS3(s3: TestS3): Promise<{ proxy: TcpProxy; env: Record<string, string> }> {
  const direct = new URL(s3.endpoint);
  const proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port) });
  return { proxy, env: { ...s3.env, S3_ENDPOINT: `http://${proxy.host}:${proxy.port}` } };
}
