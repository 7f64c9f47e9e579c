import { extensionOf, isAllowedExtension } from "../shared/limits";

/**
 * An error as the log keeps it: what went wrong, never the values of a row.
 *
 * A failed query's error (drizzle's DrizzleQueryError) carries its SQL and parameters in its message
 * and stack: "Failed query: insert into … params: <id>,Petra,petra@example.cz,…". Logged as it is,
 * a refused enquiry or sign-up put the person's name, address and message in the server's log,
 * where erasure does not reach (decision 0018). For such an error only the database's own error is
 * kept: its class, code, constraint and message ("duplicate key value violates unique constraint
 * …"); its `detail` ("Key (email)=(…) already exists") and the stack are left out. Any other error
 * keeps its message and stack, as before, with every e-mail address in them replaced: a mail
 * server's refusal names its recipient ("550 5.1.1 <petra@example.cz>: Recipient address rejected").
 * So is the name part of every uploaded file's storage key: a failed write, copy or delete on the
 * local disk names its path ("ENOSPC: …, copyfile '…' -> '…/uploads/1765…-a1b2…-Jana-Novakova.pdf'"),
 * and visitors name files after people. The key's time, random part and extension stay.
 */
export interface LoggedError {
  name: string;
  message?: string;
  code?: string;
  constraint?: string;
  stack?: string;
}

/** Fields of a database error (postgres.js and PGlite both name them so). */
type DatabaseError = Error & { code?: unknown; constraint_name?: unknown; constraint?: unknown };

const text = (v: unknown) => (typeof v === "string" && v ? v : undefined);

/**
 * Anything shaped like an address (local part, "@", a dotted domain). No "/" on either side, so a
 * stack's "node_modules/@duckdb/node-api/…" is left alone. A match starts only where a local part
 * can begin (the lookbehind): tried at every letter of a long word, it took 0.5 s for 40 KB.
 */
const ADDRESS = /(?<![^\s<>()[\]"',;:@/])[^\s<>()[\]"',;:@/]+@[^\s<>()[\]"',;:@/]+\.[^\s<>()[\]"',;:@/]+/g;
/**
 * An upload's storage key (server/services/uploads/receive-uploads.ts): its prefix, then the name;
 * also as a URL path segment encodes it (`uploads%2F…`: the admin's attachment links).
 */
const UPLOAD_KEY = /(uploads(?:\/|%2[Ff])\d+-[0-9a-f]{16}-)([A-Za-z0-9._-]+)/g;
/** The name's extension if it is one uploads accept (a dotted name's last part may be a surname), and ".type" (local storage's sidecar). */
function keptEnding(name: string): string {
  const sidecar = name.endsWith(".type") ? ".type" : "";
  const ext = extensionOf(name.slice(0, name.length - sidecar.length));
  return `${isAllowedExtension(ext) ? `.${ext}` : ""}${sidecar}`;
}
/**
 * Any logged text with the name part of every upload key replaced: the logger applies it to every
 * string it writes (a request's path names the attachment an admin downloads), errors included.
 */
export const withoutFileNames = (s: string) =>
  s.replace(UPLOAD_KEY, (_, prefix: string, name: string) => `${prefix}[file name]${keptEnding(name)}`);
const withoutPersonalData = (s: string | undefined) =>
  s === undefined ? undefined : withoutFileNames(s.replace(ADDRESS, "[e-mail]"));

/** The database's message, code and constraint of `e` (an error of any kind may have them). */
const databaseFields = (e: DatabaseError | null) => ({
  message: withoutPersonalData(e?.message),
  code: text(e?.code),
  constraint: text(e?.constraint_name) ?? text(e?.constraint),
});

export function loggedError(error: Error): LoggedError {
  // drizzle's DrizzleQueryError (its name is plain "Error"): what went wrong is its cause.
  if ("params" in error || error.name === "DrizzleQueryError")
    return { name: error.name, ...databaseFields(error.cause instanceof Error ? error.cause : null) };
  return { name: error.name, ...databaseFields(error), stack: withoutPersonalData(error.stack) };
}
