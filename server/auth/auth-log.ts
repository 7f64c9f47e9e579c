import type { BetterAuthOptions } from "better-auth";
import type { Logger } from "../logger";

type AuthLogger = NonNullable<BetterAuthOptions["logger"]>;

/**
 * better-auth's own error lines, through the project's structured log, without personal data.
 *
 * Left to itself better-auth printed a failed query to stderr as coloured text with its parameters
 * (a racing sign-up: the new account's name and e-mail, then the database's "Key (email)=(…)
 * already exists"), outside the JSON log and outside any retention the privacy page states. Here
 * each error keeps only what says what went wrong: its class, the database's error code and
 * constraint, and a message that cannot hold a row's values (a query error's own message lists its
 * parameters, so the database's message is kept instead; a database error's `detail` is dropped).
 */
export function authLogger(log: Logger): AuthLogger {
  return {
    level: "error",
    log: (level, message, ...args) => {
      const errors = args.map(describe).filter((e) => e !== null);
      log[level](`better-auth: ${message}`, errors.length ? { errors } : undefined);
    },
  };
}

interface Described {
  name: string;
  message?: string;
  code?: string;
  constraint?: string;
}

/** Fields of a database error (postgres.js and PGlite both name them so). */
type DatabaseError = Error & { code?: unknown; constraint_name?: unknown; constraint?: unknown };

function describe(value: unknown): Described | null {
  if (!(value instanceof Error)) return null;
  // Drizzle's query error: "Failed query: <sql> params: <values>"; what went wrong is its cause.
  const isQuery = "params" in value || value.name === "DrizzleQueryError";
  const db = (isQuery && value.cause instanceof Error ? value.cause : value) as DatabaseError;
  const text = (v: unknown) => (typeof v === "string" && v ? v : undefined);
  return {
    name: value.name,
    message: isQuery ? (db === value ? undefined : db.message) : value.message,
    code: text(db.code),
    constraint: text(db.constraint_name) ?? text(db.constraint),
  };
}
