import { rmSync } from "node:fs";
import S3rver from "s3rver";
import { makeTempDir } from "./paths";
import { freePort } from "./ports";

export interface TestS3 {
  endpoint: string;
  bucket: string;
  /** The settings that point the app at this server. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

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
    async stop() {
      // Clients keep idle sockets open; close them, or close() waits for their keep-alive timeout.
      (server as unknown as { httpServer?: { closeAllConnections(): void } }).httpServer?.closeAllConnections();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
