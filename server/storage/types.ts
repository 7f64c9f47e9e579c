/** File storage behind one interface: a local folder by default, any S3-compatible service when configured. */
export interface StoredObject {
  body: ReadableStream<Uint8Array>;
  size: number;
  contentType: string;
}

export type PutBody = Uint8Array | { path: string; size: number };

export interface FileStorage {
  readonly kind: "local" | "s3";
  /** Stores a new object. Never overwrites: an existing key is an error. */
  put(key: string, body: PutBody, contentType: string): Promise<void>;
  get(key: string): Promise<StoredObject | null>;
  delete(key: string): Promise<void>;
  /** Throws when the storage cannot be written or reached (used by /healthz). */
  check(): Promise<void>;
}

const SAFE_KEY = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

/** Keys are made by the server, but they are also read back from URLs: refuse anything path-like. */
export function assertSafeKey(key: string): void {
  if (key.length > 512 || !SAFE_KEY.test(key) || key.includes("..")) {
    throw new Error("Invalid storage key");
  }
}
