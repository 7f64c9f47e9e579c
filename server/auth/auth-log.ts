import type { BetterAuthOptions } from "better-auth";
import type { Logger } from "../logger";

type AuthLogger = NonNullable<BetterAuthOptions["logger"]>;

/**
 * better-auth's own error lines, through the project's structured log, without personal data.
 *
 * Left to itself better-auth printed a failed query to stderr as coloured text with its parameters
 * (a racing sign-up: the new account's name and e-mail, then the database's "Key (email)=(…)
 * already exists"), outside the JSON log and outside any retention the privacy page states. Here
 * each error it passes goes to the log as the log keeps errors (log-errors.ts: a failed query as
 * the database's code, constraint and message only); anything else it passes beside the message
 * (objects, strings) is left out.
 */
export function authLogger(log: Logger): AuthLogger {
  return {
    level: "error",
    log: (level, message, ...args) => {
      const errors = args.filter((a): a is Error => a instanceof Error);
      log[level](`better-auth: ${message}`, errors.length ? { errors } : undefined);
    },
  };
}
