import { createReadStream } from "node:fs";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import { assertSafeKey, type FileStorage, type PutBody } from "./types";

export interface S3Settings {
  endpoint: string | undefined;
  region: string;
  bucket: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  forcePathStyle: boolean;
}

/** S3 and anything that speaks it (MinIO, R2, s3rver). Every call is bounded by a timeout. */
export function createS3Storage(s: S3Settings, timeoutMs = 15_000): FileStorage {
  const client = new S3Client({
    endpoint: s.endpoint,
    region: s.region,
    forcePathStyle: s.forcePathStyle,
    credentials:
      s.accessKeyId && s.secretAccessKey
        ? { accessKeyId: s.accessKeyId, secretAccessKey: s.secretAccessKey }
        : undefined,
    requestHandler: { requestTimeout: timeoutMs, connectionTimeout: 5_000 },
    maxAttempts: 2,
    // Plain (non aws-chunked) uploads: S3-compatible services such as s3rver, older MinIO and R2
    // do not all decode the SDK's streaming checksum trailers.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  return {
    kind: "s3",
    async put(key: string, body: PutBody, contentType: string) {
      assertSafeKey(key);
      await client.send(
        new PutObjectCommand({
          Bucket: s.bucket,
          Key: key,
          Body: body instanceof Uint8Array ? body : createReadStream(body.path),
          ContentLength: body instanceof Uint8Array ? body.byteLength : body.size,
          ContentType: contentType,
          // Refuse to overwrite where the service supports conditional writes.
          IfNoneMatch: "*",
        }),
      );
    },
    async get(key: string) {
      assertSafeKey(key);
      try {
        const out = await client.send(new GetObjectCommand({ Bucket: s.bucket, Key: key }));
        if (!out.Body) return null;
        return {
          body: out.Body.transformToWebStream() as ReadableStream<Uint8Array>,
          size: Number(out.ContentLength ?? 0),
          contentType: out.ContentType ?? "application/octet-stream",
        };
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === "NoSuchKey") return null;
        throw error;
      }
    },
    async delete(key: string) {
      assertSafeKey(key);
      await client.send(new DeleteObjectCommand({ Bucket: s.bucket, Key: key }));
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket: s.bucket }));
    },
  };
}
