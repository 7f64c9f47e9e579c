import { afterEach, describe, expect, test } from "bun:test";
import { Hono } from "hono";
import { captureLog } from "../../tests/helpers/log-capture";
import { createLogger } from "../logger";
import type { AppEnv } from "./env";
import { LOGGED_PATH_CHARS, loggedPath } from "./log-path";
import { requestContext } from "./request-context";

let capture: ReturnType<typeof captureLog> | undefined;
afterEach(() => capture?.restore());

describe("request log lines", () => {
  test("a short path is logged as it is", () => {
    expect(loggedPath("/cs/contact")).toBe("/cs/contact");
    expect(loggedPath(`/${"a".repeat(LOGGED_PATH_CHARS - 1)}`)).toHaveLength(LOGGED_PATH_CHARS);
  });

  test("a path of 8 KB, answered or failed, makes a line of the usual size that still names its length", async () => {
    const app = new Hono<AppEnv>();
    app.use("*", requestContext(createLogger("info"), 0));
    app.get("/fail/*", (c) => c.text("no", 500));
    app.get("*", (c) => c.text("ok"));
    const long = "a".repeat(8 * 1024);
    capture = captureLog();
    await app.request(`/${long}`);
    await app.request(`/fail/${long}`);
    capture.restore();
    const lines = capture.lines.map((l) => JSON.parse(l) as { msg: string; level: string; path: string });
    expect(lines.map((l) => [l.msg, l.level])).toEqual([
      ["request", "info"],
      ["request", "error"],
    ]);
    for (const line of lines) {
      expect(line.path.length).toBeLessThan(LOGGED_PATH_CHARS + 30);
      expect(line.path).toEndWith(`… (${line.path.startsWith("/fail/") ? long.length + 6 : long.length + 1} chars)`);
    }
  });
});
