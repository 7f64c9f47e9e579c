import { afterEach, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DrizzleQueryError } from "drizzle-orm/errors";
import { captureLog, failedInsert } from "../tests/helpers/log-capture";
import { createLogger } from "./logger";
import { createLocalStorage } from "./storage/local";

const EMAIL = "petra.novakova@example.cz";
const NAME = "Petra Nováková";
const MESSAGE = "Čtyřicet mikin, prosím.";

const failedLeadInsert = () => failedInsert("leads", "leads_pkey", { name: NAME, email: EMAIL, message: MESSAGE });

let capture: ReturnType<typeof captureLog> | null = null;
afterEach(() => capture?.restore());

describe("the log keeps errors without a row's values", () => {
  test("a failed query, however it is passed (as `error`, in a list, nested), is its database error only", () => {
    capture = captureLog();
    const log = createLogger("debug");
    log.error("procedure failed", { path: "contact.submit", error: failedLeadInsert() });
    log.warn("outbox pass failed", { errors: [failedLeadInsert()], context: { error: failedLeadInsert() } });
    capture.restore();
    expect(capture.lines).toHaveLength(2);
    const first = JSON.parse(capture.lines[0]!);
    expect(first).toMatchObject({
      level: "error",
      msg: "procedure failed",
      path: "contact.submit",
      error: {
        name: "Error",
        message: 'duplicate key value violates unique constraint "leads_pkey"',
        code: "23505",
        constraint: "leads_pkey",
      },
    });
    expect(first.error.stack).toBeUndefined();
    for (const line of capture.lines)
      for (const value of [EMAIL, NAME, MESSAGE, "params", "insert into", "Key ("]) expect(line).not.toContain(value);
  });

  test("a failed query without a database error keeps no message", () => {
    capture = captureLog();
    createLogger("debug").error("x", { error: new DrizzleQueryError("select $1", [EMAIL]) });
    capture.restore();
    expect(JSON.parse(capture.lines[0]!).error).toEqual({ name: "Error" });
  });

  test("any other error keeps its message and stack; secrets stay redacted", () => {
    capture = captureLog();
    createLogger("debug").error("x", { error: new TypeError("cannot read x"), password: "hunter2" });
    capture.restore();
    const entry = JSON.parse(capture.lines[0]!);
    expect(entry.error).toMatchObject({ name: "TypeError", message: "cannot read x" });
    expect(entry.error.stack).toContain("TypeError: cannot read x");
    expect(entry.password).toBe("[redacted]");
  });
});

describe("the log keeps no e-mail address in an error", () => {
  test("a mail server's refusal keeps its reason, not its recipient; a stack's scoped package paths stay", () => {
    capture = captureLog();
    const refusal = new Error(
      `Can't send mail - all recipients were rejected: 550 5.1.1 <${EMAIL}>: Recipient address rejected`,
    );
    refusal.stack = `${refusal.message}\n    at send (/app/node_modules/@scope/mailer/lib/x.js:1:2)`;
    createLogger("debug").warn("mail not sent, will retry", { error: refusal });
    capture.restore();
    const entry = JSON.parse(capture.lines[0]!);
    expect(entry.error.message).toBe(
      "Can't send mail - all recipients were rejected: 550 5.1.1 <[e-mail]>: Recipient address rejected",
    );
    expect(entry.error.stack).toContain("/app/node_modules/@scope/mailer/lib/x.js:1:2");
    expect(capture.lines[0]).not.toContain(EMAIL);
  });

  test("every shape of address in a message is replaced", () => {
    capture = captureLog();
    const addresses = [
      "a@b.cz",
      "Petra.Novak+merch@sub.example.co.uk",
      "x_y-z@xn--hkyrky-ptac70bc.cz",
      "o'neil@example.ie",
    ];
    createLogger("debug").error("x", {
      error: new Error(`to ${addresses.map((a) => `<${a}>`).join(", ")} and ${addresses[0]}.`),
    });
    capture.restore();
    const message = JSON.parse(capture.lines[0]!).error.message as string;
    for (const a of addresses) expect(message).not.toContain(a.split("@")[1]!);
    expect(message.startsWith("to <[e-mail]>, <[e-mail]>")).toBe(true);
  });

  test("a long word in a message costs linear time (the address pattern was tried at each of its letters)", () => {
    capture = captureLog();
    const started = performance.now();
    createLogger("debug").error("x", { error: new Error(`${"a".repeat(60_000)} and a@${"b".repeat(60_000)}`) });
    const ms = performance.now() - started;
    capture.restore();
    // Quadratic: about a second; linear: milliseconds.
    expect(ms).toBeLessThan(300);
    expect(JSON.parse(capture.lines[0]!).error.message).toStartWith("a".repeat(100));
  });
});

describe("the log keeps no uploaded file's name in an error", () => {
  const KEY = "uploads/1765012345678-0123456789abcdef-Jana-Novakova-smlouva.pdf";

  test("a real failed write of the local storage names its path: the name part of the key is replaced", async () => {
    const dir = mkdtempSync(join(tmpdir(), "log-key-"));
    // The upload's temporary file is gone: copyfile fails naming both paths.
    const error = await createLocalStorage(dir)
      .put(KEY, { path: join(dir, "gone.part"), size: 1 }, "application/pdf")
      .then(
        () => null,
        (e: Error) => e,
      );
    rmSync(dir, { recursive: true, force: true });
    expect(String(error?.message)).toContain("Novakova");
    capture = captureLog();
    createLogger("debug").error("upload failed", { error });
    capture.restore();
    const line = capture.lines.join("\n");
    expect(line).toContain("uploads/1765012345678-0123456789abcdef-[file name].pdf");
    expect(line).not.toContain("Novakova");
  });

  test.each([
    [
      "local storage's sidecar",
      `ENOSPC: no space left on device, open '/data/files/${KEY}.type'`,
      "[file name].pdf.type'",
    ],
    [
      "a dotted name without an allowed extension",
      "failed: uploads/1765012345678-0123456789abcdef-Jana.Novakova",
      "[file name]",
    ],
    ["an upper-case extension", "failed: uploads/1765012345678-0123456789abcdef-Novakova.PDF", "[file name].pdf"],
    [
      "two keys in one message",
      `copyfile '/tmp/${KEY}' -> '/data/${KEY}'`,
      "-> '/data/uploads/1765012345678-0123456789abcdef-[file name].pdf'",
    ],
    [
      "an object store's message",
      `The specified key does not exist. Key: ${KEY}`,
      "Key: uploads/1765012345678-0123456789abcdef-[file name].pdf",
    ],
  ])("%s", (_, message, kept) => {
    capture = captureLog();
    createLogger("debug").error("file clean-up failed", { error: new Error(message) });
    capture.restore();
    const line = capture.lines.join("\n");
    expect(line).toContain(kept);
    expect(line).not.toContain("Novakova");
  });

  test("any text field, a request's encoded path included", () => {
    capture = captureLog();
    createLogger("debug").info("request", {
      path: `/api/attachments/${encodeURIComponent(KEY)}`,
      context: { files: [KEY] },
    });
    capture.restore();
    const entry = JSON.parse(capture.lines[0] ?? "{}");
    expect(entry.path).toBe("/api/attachments/uploads%2F1765012345678-0123456789abcdef-[file name].pdf");
    expect(entry.context.files).toEqual(["uploads/1765012345678-0123456789abcdef-[file name].pdf"]);
  });
});
