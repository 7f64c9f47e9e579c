/**
 * An error as the log keeps it: what went wrong, never the values of a row.
 *
 * A failed query's error (drizzle's DrizzleQueryError) carries its SQL and parameters in its message
 * and stack: "Failed query: insert into … params: <id>,Petra,petra@example.cz,…". Logged as it is,
 * a refused enquiry or sign-up put the person's name, address and message in the server's log,
 * where erasure does not reach (decision 0018). For such an error only the database's own error is
 * kept: its class, code, constraint and message ("duplicate key value violates unique constraint
 * …"); its `detail` ("Key (email)=(…) already exists") and the stack are left out. Any other error
 * keeps its message and stack, as before.
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

export function isQueryError(error: Error): boolean {
  return "params" in error || error.name === "DrizzleQueryError";
}

export function loggedError(error: Error): LoggedError {
  if (isQueryError(error)) {
    const db = error.cause instanceof Error ? (error.cause as DatabaseError) : null;
    return {
      name: error.name,
      message: db?.message,
      code: text(db?.code),
      constraint: text(db?.constraint_name) ?? text(db?.constraint),
    };
  }
  const e = error as DatabaseError;
  return {
    name: e.name,
    message: e.message,
    code: text(e.code),
    constraint: text(e.constraint_name) ?? text(e.constraint),
    stack: e.stack,
  };
}
