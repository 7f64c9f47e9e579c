import { createReadStream } from "node:fs";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import { withStallLimit } from "./stall-limit";
import { assertSafeKey, type FileStorage, type PutBody } from "./types";

/**
 * A storage call that got no answer in time, or a download that stopped arriving (the service
 * hangs, or a network holds its packets).
 */
export class StorageDeadlineError extends Error {
  override name = "StorageDeadlineError";
  readonly code = "STORAGE_DEADLINE";
  constructor(ms: number, cause?: unknown) {
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
 * The slowest link to the storage an upload is given time for: a put may take `timeoutMs` plus one
 * second per megabyte it sends (a 10 MB file: 25 s at the default). A slower link needs a larger
 * S3_TIMEOUT_MS.
 */
const PUT_BYTES_PER_SECOND = 1_000_000;

/**
 * S3 and anything that speaks it (MinIO, R2, s3rver). Every call ends within `timeoutMs` (a put:
 * plus the time its bytes take, above), retries included, and a download fails once the service
 * sends nothing for `timeoutMs` while it is read.
 *
 * Why not the SDK's settings: its `requestTimeout` only logs a warning unless
 * `throwOnRequestTimeout` is set, and counts per attempt, so a service that accepts connections and
 * then says nothing held an upload for 18–24 s at a 3 s setting (two attempts each ended by the
 * socket, not the timeout), and a download whose body stalls was never ended at all (the outbox
 * worker reading an attachment would wait for ever, and with it every mail). Its `socketTimeout`
 * would end a stalled body, but under Bun it also fires during an upload the service reads slowly
 * (writes do not count as activity there) and during a download its reader paused.
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
    requestHandler: { connectionTimeout: Math.min(5_000, timeoutMs) },
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
  async function answered<T>(call: (options: { abortSignal: AbortSignal }) => Promise<T>, ms = timeoutMs): Promise<T> {
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(), ms);
    try {
      return await call({ abortSignal: abort.signal });
    } catch (error) {
      // The SDK's AbortError says nothing of why; this one is classified "unavailable" (503).
      if (abort.signal.aborted) throw new StorageDeadlineError(ms, error);
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    kind: "s3",
    async put(key: string, body: PutBody, contentType: string) {
      assertSafeKey(key);
      const bytes = body instanceof Uint8Array ? body.byteLength : body.size;
      const command = new PutObjectCommand({
        Bucket: s.bucket,
        Key: key,
        Body: body instanceof Uint8Array ? body : createReadStream(body.path),
        ContentLength: bytes,
        ContentType: contentType,
        // Refuse to overwrite where the service supports conditional writes.
        IfNoneMatch: "*",
      });
      await answered(
        (options) => client.send(command, options),
        timeoutMs + Math.ceil((bytes / PUT_BYTES_PER_SECOND) * 1000),
      );
    },
    async get(key: string) {
      assertSafeKey(key);
      const command = new GetObjectCommand({ Bucket: s.bucket, Key: key });
      try {
        const out = await answered((options) => client.send(command, options));
        if (!out.Body) return null;
        return {
          body: withStallLimit(
            out.Body.transformToWebStream() as ReadableStream<Uint8Array>,
            timeoutMs,
            () => new StorageDeadlineError(timeoutMs),
          ),
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
      await answered((options) => client.send(command, options));
    },
    async check() {
      const command = new HeadBucketCommand({ Bucket: s.bucket });
      await answered((options) => client.send(command, options));
    },
  };
}
