import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { connect } from "node:net";
import { UNSUBSCRIBE_PATH } from "../../server/http/waitlist-unsubscribe";
import { captureLog } from "../helpers/log-capture";
import { startTestApp, type TestApp } from "../helpers/test-app";

/**
 * A client that goes away in the middle of a chunked body. Every route that reads a body logged it
 * as an "unhandled error" with status 500 (the connection's AbortError reached the app's error
 * handler), where a body cut off with a Content-Length was a 400: noise at "error" level that any
 * anonymous client could make, hiding real faults. Invariant: no route logs an error for it.
 */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ LOG_LEVEL: "info" });
}, 60_000);
afterAll(() => app?.stop(), 60_000);

/** Sends the head and part of a chunked body, then closes the connection. */
function cutOff(path: string, contentType: string): Promise<void> {
  const { hostname, port } = new URL(app.url);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port) }, () => {
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nOrigin: ${app.url}\r\nContent-Type: ${contentType}\r\nTransfer-Encoding: chunked\r\n\r\n40\r\n{"partial":`,
      );
      setTimeout(() => socket.destroy(), 150);
    });
    socket.on("close", () => resolve());
    socket.on("error", () => resolve());
  });
}

const ROUTES: [string, string][] = [
  ["/trpc/contact.submit", "application/json"],
  ["/trpc/waitlist.join", "application/json"],
  ["/api/analytics/events", "application/json"],
  ["/api/auth/sign-in/email", "application/json"],
  ["/api/auth/sign-up/email", "application/json"],
  ["/api/uploads", "multipart/form-data; boundary=x"],
  [UNSUBSCRIBE_PATH, "application/x-www-form-urlencoded"],
];

describe("a chunked body cut off by its client", () => {
  for (const [path, type] of ROUTES) {
    test(`${path}: no error logged, and the server answers the next request`, async () => {
      const log = captureLog();
      try {
        await cutOff(path, type);
        await Bun.sleep(500);
      } finally {
        log.restore();
      }
      const errors = log.lines.filter((l) => l.includes('"level":"error"'));
      expect({ path, errors }).toEqual({ path, errors: [] });
      // The request was read and refused as cut off (400), not left unanswered.
      const request = log.lines.find((l) => l.includes('"msg":"request"') && l.includes(`"path":"${path}"`));
      expect(request).toContain('"status":400');
      expect((await fetch(`${app.url}/healthz`)).status).toBe(200);
    });
  }
});
