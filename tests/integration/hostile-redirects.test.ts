import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { rawHttp } from "../helpers/raw-http";
import { startTestApp, type TestApp } from "../helpers/test-app";

/**
 * Open redirects: every redirect the server makes goes to a path on this site, whatever the path
 * looks like (the trailing-slash redirect once answered `//evil.example/` with
 * `Location: //evil.example`), with and without the Czech-language cookie (the language redirect),
 * and the auth library's callback URLs.
 */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
}, 60_000);
afterAll(() => app?.stop(), 60_000);

const PATHS = [
  "//evil.example/",
  "///evil.example/",
  "////evil.example/",
  "/%5Cevil.example/",
  "/%5C%5Cevil.example/",
  "/\\evil.example/",
  "/\\/evil.example/",
  "/%2F%2Fevil.example/",
  "/%2Fevil.example/",
  "/%09/evil.example/",
  "/.//evil.example/",
  "//evil.example/our-story/",
  "//evil.example/%2e%2e/",
  "/cs//evil.example/",
  "/%E2%88%95evil.example/",
  "/%EF%BC%8Fevil.example/",
  "//evil.example",
  "//evil.example/our-story",
];

function locationOf(raw: string): string | null {
  return /^location: *(.*)$/im.exec(raw)?.[1]?.trim() ?? null;
}

describe("redirects stay on the site", () => {
  for (const path of PATHS) {
    for (const cookie of ["", "lang=cs"]) {
      test(`GET ${JSON.stringify(path)}${cookie ? " (Czech cookie)" : ""}`, async () => {
        const host = new URL(app.url).host;
        const { raw, statuses } = await rawHttp(
          app.url,
          `GET ${path} HTTP/1.1\r\nHost: ${host}\r\n${cookie ? `Cookie: ${cookie}\r\n` : ""}Connection: close\r\n\r\n`,
        );
        expect(statuses.length).toBe(1);
        expect(statuses[0]!).toBeLessThan(500);
        const location = locationOf(raw);
        if (statuses[0]! >= 300 && statuses[0]! < 400) {
          expect(location).not.toBeNull();
          // As a browser resolves it: against the page's URL.
          expect(new URL(location!, `${app.url}${path.startsWith("//") ? "/" : path}`).origin).toBe(app.url);
          expect(location!.startsWith("//")).toBe(false);
          expect(location!.startsWith("/\\")).toBe(false);
        }
      });
    }
  }

  test("the auth library refuses callback URLs to another site", async () => {
    for (const callbackURL of ["//evil.example", "https://evil.example/", "/\\evil.example", "javascript:alert(1)"]) {
      const res = await fetch(
        `${app.url}/api/auth/reset-password/not-a-token?callbackURL=${encodeURIComponent(callbackURL)}`,
        {
          redirect: "manual",
        },
      );
      const location = res.headers.get("location");
      if (location) expect(new URL(location, app.url).origin).toBe(app.url);
      else expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
  });
});
