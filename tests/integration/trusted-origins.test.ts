import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { refusedOriginMessage } from "../../server/trusted-origins";
import { STRONG_PASSWORD } from "../helpers/auth";
import { startTestApp, type TestApp } from "../helpers/test-app";

/**
 * The CSRF guard and better-auth take one list of trusted origins, so for every origin they agree:
 * started with no PUBLIC_URL, each loopback name of the port signs up and in, and the tRPC forms
 * work from it; a LAN or foreign origin is refused by both, and the guard says what to set.
 * better-auth is also asked directly (rt.auth.handler), since over HTTP the guard answers first.
 */
let app: TestApp;
let port: number;
beforeAll(async () => {
  app = await startTestApp({ PUBLIC_URL: "" });
  port = app.rt.config.port;
});
afterAll(() => app.stop());

const post = (path: string, origin: string, body: unknown, base = app.url) =>
  fetch(`${base}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin, "sec-fetch-site": "same-origin", cookie: "seen=1" },
    body: JSON.stringify(body),
  });

/**
 * better-auth on its own, without the project's guard in front, at the origin's own address. It
 * checks the Origin when the request carries cookies (a browser that has been on the site does).
 */
const authAlone = (origin: string, path: string, body: unknown) =>
  app.rt.auth.handler(
    new Request(`${origin}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin, cookie: "seen=1" },
      body: JSON.stringify(body),
    }),
  );

let n = 0;
const account = () => ({ email: `origin-${++n}@example.com`, password: STRONG_PASSWORD, name: `origin ${n}` });

describe("one list of trusted origins (no PUBLIC_URL)", () => {
  test("the list is every loopback name of the port", () => {
    expect(app.rt.config.origins.list).toEqual([
      `http://localhost:${port}`,
      `http://127.0.0.1:${port}`,
      `http://[::1]:${port}`,
    ]);
  });

  for (const host of ["localhost", "127.0.0.1", "[::1]"]) {
    test(`http://${host}:PORT signs up and in, and its forms pass the guard`, async () => {
      const origin = `http://${host}:${port}`;
      const a = account();
      expect((await post("/api/auth/sign-up/email", origin, a)).status).toBe(200);
      expect((await post("/api/auth/sign-in/email", origin, a)).status).toBe(200);
      expect((await authAlone(origin, "/api/auth/sign-in/email", a)).status).toBe(200);
      const join = await post("/trpc/waitlist.join", origin, { email: `w-${n}@example.com`, locale: "en" });
      expect(join.status).toBe(200);
    });
  }

  for (const origin of ["http://192.168.1.20:PORT", "http://localhost:1", "https://evil.example"]) {
    test(`${origin} is refused by the guard (with what to set) and by better-auth`, async () => {
      const o = origin.replace("PORT", String(port));
      const a = account();
      for (const path of ["/api/auth/sign-up/email", "/api/auth/sign-in/email", "/trpc/waitlist.join"]) {
        const res = await post(path, o, path.startsWith("/trpc") ? { email: "x@example.com", locale: "en" } : a);
        expect({ path, status: res.status }).toEqual({ path, status: 403 });
        expect(await res.json()).toEqual({ error: { code: "FORBIDDEN", message: refusedOriginMessage(o) } });
      }
      // better-auth alone, asked at that very address (as a phone on the LAN would reach it).
      const alone = await authAlone(o, "/api/auth/sign-up/email", a);
      expect(alone.status).toBe(403);
    });
  }
});

describe("with PUBLIC_URL set", () => {
  let site: TestApp;
  beforeAll(async () => {
    site = await startTestApp({ TRUSTED_ORIGINS: "https://admin.example" });
  });
  afterAll(() => site.stop());

  test("only it and TRUSTED_ORIGINS are trusted; localhost is refused by both", async () => {
    const sitePort = site.rt.config.port;
    expect(site.rt.config.origins.list).toEqual([`http://127.0.0.1:${sitePort}`, "https://admin.example"]);
    const localhost = `http://localhost:${sitePort}`;
    const res = await post("/api/auth/sign-up/email", localhost, account(), site.url);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: { code: "FORBIDDEN", message: refusedOriginMessage(localhost) } });
    const alone = await site.rt.auth.handler(
      new Request(`${localhost}/api/auth/sign-up/email`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: localhost, cookie: "seen=1" },
        body: JSON.stringify(account()),
      }),
    );
    expect(alone.status).toBe(403);
    expect((await post("/api/auth/sign-up/email", "https://admin.example", account(), site.url)).status).toBe(200);
  });
});
