import { describe, expect, test } from "bun:test";
import { DrizzleQueryError } from "drizzle-orm/errors";
import { captureLog, failedInsert } from "../../tests/helpers/log-capture";
import { createLogger } from "../logger";
import { authLogger } from "./auth-log";

/** The auth logger over the server's real logger, and what it wrote. */
function keeping() {
  const capture = captureLog();
  const log = createLogger("debug");
  const done = () => {
    capture.restore();
    return capture.lines;
  };
  return { log, done };
}

const EMAIL = "petra.novakova@example.cz";
const NAME = "Petra Nováková";

/** The error better-auth logs when two sign-ups of one address race. */
const racingSignUp = () => failedInsert("user", "user_email_unique", { id: "u1", name: NAME, email: EMAIL });

describe("authLogger", () => {
  test("a failed query keeps its class, code, constraint and the database's message, never the row's values", () => {
    const { log, done } = keeping();
    authLogger(log).log?.("error", "Failed to create user", racingSignUp());
    const lines = done();
    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0]!);
    expect(entry).toMatchObject({
      level: "error",
      msg: "better-auth: Failed to create user",
      errors: [
        {
          name: "Error",
          message: 'duplicate key value violates unique constraint "user_email_unique"',
          code: "23505",
          constraint: "user_email_unique",
        },
      ],
    });
    for (const value of [EMAIL, NAME, "Key (email)", "params", "insert into"]) expect(lines[0]).not.toContain(value);
  });

  test("a query error without a database cause keeps no message (its own lists the parameters)", () => {
    const { log, done } = keeping();
    authLogger(log).log?.("error", "Failed", new DrizzleQueryError("select $1", [EMAIL]));
    const lines = done();
    expect(JSON.parse(lines[0]!).errors).toEqual([{ name: "Error" }]);
  });

  test("any other error keeps its message; values that are not errors are left out; each level goes to its own", () => {
    const { log, done } = keeping();
    const auth = authLogger(log);
    auth.log?.("warn", "Something odd", new TypeError("cannot read x"), { email: EMAIL }, EMAIL);
    auth.log?.("info", "Plain");
    const lines = done();
    const [odd, plain] = lines.map((l) => JSON.parse(l));
    expect(odd).toMatchObject({ level: "warn", msg: "better-auth: Something odd" });
    expect(odd.errors).toHaveLength(1);
    expect(odd.errors[0]).toMatchObject({ name: "TypeError", message: "cannot read x" });
    expect(odd.errors[0].stack).toContain("TypeError: cannot read x");
    expect(lines[0]).not.toContain(EMAIL);
    expect(plain).toMatchObject({ level: "info", msg: "better-auth: Plain" });
    expect(plain.errors).toBeUndefined();
  });

  test("only errors are published, as before", () => {
    expect(authLogger(createLogger("silent")).level).toBe("error");
  });
});
