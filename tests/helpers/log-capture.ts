import { DrizzleQueryError } from "drizzle-orm/errors";

/**
 * For unit tests of what the server logs: the logger writes to the process's own output, so the
 * test takes it over for the moment it logs (restore it in afterEach, or at once after logging).
 */
export function captureLog() {
  const lines: string[] = [];
  const out = process.stdout.write;
  const err = process.stderr.write;
  const keep = (chunk: unknown) => {
    lines.push(...String(chunk).split("\n").filter(Boolean));
    return true;
  };
  process.stdout.write = keep as typeof process.stdout.write;
  process.stderr.write = keep as typeof process.stderr.write;
  return {
    lines,
    restore() {
      process.stdout.write = out;
      process.stderr.write = err;
    },
  };
}

/**
 * A refused insert as PGlite and postgres.js raise it (code 23505, the database's `detail` naming the
 * address), wrapped by drizzle with its SQL and the row's values, as the log receives it.
 */
export function failedInsert(table: string, constraint: string, row: Record<string, string>): DrizzleQueryError {
  const columns = Object.keys(row);
  const database = Object.assign(new Error(`duplicate key value violates unique constraint "${constraint}"`), {
    code: "23505",
    constraint_name: constraint,
    detail: `Key (email)=(${row.email}) already exists.`,
    severity: "ERROR",
  });
  return new DrizzleQueryError(
    `insert into "${table}" (${columns.map((c) => `"${c}"`).join(", ")}) values (${columns.map((_, i) => `$${i + 1}`).join(", ")})`,
    Object.values(row),
    database,
  );
}
