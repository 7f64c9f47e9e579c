import { loggedError, withoutFileNames } from "./log-errors";

/**
 * Structured JSON logs, one line per entry. Keys that could carry secrets are redacted here, once,
 * so no call site can leak a password, token or cookie by accident; so are errors' row values and
 * addresses, and uploaded files' names in any text (log-errors.ts).
 */
export type LogLevel = "debug" | "info" | "warn" | "error" | "silent";
export type LogFields = Record<string, unknown>;

const order: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 };
const secretKey = /pass(word)?|secret|token|authorization|cookie|api[-_]?key/i;

function redact(value: unknown, depth = 0): unknown {
  // No uploaded file's name, in any field (log-errors.ts).
  if (typeof value === "string") return withoutFileNames(value);
  if (depth > 4 || value === null || typeof value !== "object") return value;
  // Never a failed query's parameters (log-errors.ts).
  if (value instanceof Error) return loggedError(value);
  if (Array.isArray(value)) return value.map((v) => redact(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    out[k] = secretKey.test(k) ? "[redacted]" : redact(v, depth + 1);
  }
  return out;
}

export interface Logger {
  debug(msg: string, fields?: LogFields): void;
  info(msg: string, fields?: LogFields): void;
  warn(msg: string, fields?: LogFields): void;
  error(msg: string, fields?: LogFields): void;
  child(fields: LogFields): Logger;
}

export function createLogger(level: LogLevel = "info", base: LogFields = {}): Logger {
  const min = order[level];
  const write = (lvl: Exclude<LogLevel, "silent">, msg: string, fields?: LogFields) => {
    if (order[lvl] < min) return;
    const entry = { time: new Date().toISOString(), level: lvl, msg, ...base, ...(redact(fields ?? {}) as LogFields) };
    const line = `${JSON.stringify(entry)}\n`;
    if (lvl === "error" || lvl === "warn") process.stderr.write(line);
    else process.stdout.write(line);
  };
  return {
    debug: (m, f) => write("debug", m, f),
    info: (m, f) => write("info", m, f),
    warn: (m, f) => write("warn", m, f),
    error: (m, f) => write("error", m, f),
    child: (fields) => createLogger(level, { ...base, ...fields }),
  };
}
