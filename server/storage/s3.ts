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

/** A storage call that got no answer in time (the service hangs, or a network holds its packets). */
export class StorageDeadlineError extends Error {
  override name = "StorageDeadlineError";
  readonly code = "STORAGE_DEADLINE";
  constructor(ms: number, cause: unknown) {
    super(`The file storage did not answer within ${ms} ms`, { cause });
  }
}

export interface S3Settings {
  endpoint: string | undefined;
  region: string;
  bucket: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  forcePathStyle: boolean;
}

/**
 * S3 and anything that speaks it (MinIO, R2, s3rver). Every call ends within `timeoutMs`, retries
 * included, and a download ends once the service sends nothing for `timeoutMs`.
 *
 * Why both, and not the SDK's settings alone: its `requestTimeout` only logs a warning unless
 * `throwOnRequestTimeout` is set, and counts per attempt, so a service that accepts connections and
 * then says nothing held an upload for 18–24 s at a 3 s setting (two attempts each ended by the
 * socket, not the timeout), and a download whose body stalls was never ended at all (the outbox
 * worker reading an attachment would wait for ever, and with it every mail).
 */
export function createS3Storage(s: S3Settings, timeoutMs = 15_000): FileStorage {
  const client = new S3Client({
    endpoint: s.endpoint,
    region: s.region,
    forcePathStyle: s.forcePathStyle,
    credentials:
      s.accessKeyId && s.secretAccessKey
        ? { accessKeyId: s.accessKeyId, secretAccessKey: s.secretAccessKey }
        : undefined,
    requestHandler: {
      connectionTimeout: Math.min(5_000, timeoutMs),
      requestTimeout: timeoutMs,
      throwOnRequestTimeout: true,
      // Inactivity of the socket, which also covers a response body that stops arriving.
      socketTimeout: timeoutMs,
    },
    maxAttempts: 2,
    // Plain (non aws-chunked) uploads: S3-compatible services such as s3rver, older MinIO and R2
    // do not all decode the SDK's streaming checksum trailers.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });

  /**
   * Sends a command that must be answered (its headers, for a download) within the deadline. The
   * signal is disarmed once the answer is there, so a long download is not cut by it.
   */
  async function answered<T>(call: (abortSignal: AbortSignal) => Promise<T>): Promise<T> {
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(), timeoutMs);
    try {
      return await call(abort.signal);
    } catch (error) {
      // The SDK's AbortError says nothing of why; this one is classified "unavailable" (503).
      if (abort.signal.aborted) throw new StorageDeadlineError(timeoutMs, error);
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    kind: "s3",
    async put(key: string, body: PutBody, contentType: string) {
      assertSafeKey(key);
      const command = new PutObjectCommand({
        Bucket: s.bucket,
        Key: key,
        Body: body instanceof Uint8Array ? body : createReadStream(body.path),
        ContentLength: body instanceof Uint8Array ? body.byteLength : body.size,
        ContentType: contentType,
        // Refuse to overwrite where the service supports conditional writes.
        IfNoneMatch: "*",
      });
      await answered((abortSignal) => client.send(command, { abortSignal }));
    },
    async get(key: string) {
      assertSafeKey(key);
      const command = new GetObjectCommand({ Bucket: s.bucket, Key: key });
      try {
        const out = await answered((abortSignal) => client.send(command, { abortSignal }));
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
      const command = new DeleteObjectCommand({ Bucket: s.bucket, Key: key });
      await answered((abortSignal) => client.send(command, { abortSignal }));
    },
    async check() {
      const command = new HeadBucketCommand({ Bucket: s.bucket });
      await answered((abortSignal) => client.send(command, { abortSignal }));
    },
  };
}
