/**
 * What a failed database call means for the caller. Drivers throw their own errors, Drizzle wraps
 * them (DrizzleQueryError) and tRPC wraps those again, so the whole cause chain is read.
 * - "unavailable": the database cannot be reached or is shutting down: 503, safe to retry;
 * - "unstorable": the value itself cannot be stored (SQLSTATE class 22, e.g. a NUL character in
 *   text, which PostgreSQL refuses): the caller's input is at fault: 400.
 */
export type DatabaseFailure = "unavailable" | "unstorable";

const UNAVAILABLE_CODES = new Set([
  // Sockets (postgres.js passes them through).
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  // postgres.js
  "CONNECTION_CLOSED",
  "CONNECTION_ENDED",
  "CONNECTION_DESTROYED",
  "CONNECT_TIMEOUT",
  // server/db/deadline.ts: no answer at all within the deadline.
  "DATABASE_DEADLINE",
  // server/storage/s3.ts: the file storage answered nothing within S3_TIMEOUT_MS (its socket
  // errors above are the same codes as the database's).
  "STORAGE_DEADLINE",
  // PostgreSQL: a statement cancelled by statement_timeout, a lock not got within lock_timeout.
  "57014",
  "55P03",
  // PostgreSQL: shutting down, starting up, too many connections, database gone.
  "57P01",
  "57P02",
  "57P03",
  "53300",
  "3D000",
]);

export function classifyDatabaseFailure(error: unknown): DatabaseFailure | null {
  let current: unknown = error;
  for (let depth = 0; current && depth < 8; depth++) {
    const code = String((current as { code?: unknown }).code ?? "");
    // Class 08: connection exceptions.
    if (UNAVAILABLE_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return "unavailable";
    if (current instanceof Error && current.message === "PGlite is closed") return "unavailable";
    if (/^22[0-9A-Z]{3}$/.test(code)) return "unstorable";
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/**
 * What to log about such a failure: the innermost error's code and first line. Drizzle's own
 * message carries the query's parameters (e-mail addresses, tokens): it is not logged here.
 */
export function failureReason(error: unknown): { code: string; message: string } {
  let current: unknown = error;
  let found = { code: "", message: "" };
  for (let depth = 0; current && depth < 8; depth++) {
    const code = (current as { code?: unknown }).code;
    if (code !== undefined && current instanceof Error) {
      found = { code: String(code), message: current.message.split("\n")[0]!.slice(0, 200) };
    }
    current = (current as { cause?: unknown }).cause;
  }
  return found;
}

export const UNAVAILABLE_MESSAGE = "The service is temporarily unavailable. Please try again in a moment.";
export const UNSTORABLE_MESSAGE =
  "Some of the text contains characters that cannot be saved. Please remove them and try again.";
