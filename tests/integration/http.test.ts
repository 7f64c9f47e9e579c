import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { startTestApp, type TestApp } from "../helpers/test-app";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
}, 60_000);
afterAll(() => app?.stop(), 60_000);

describe("GET /healthz", () => {
  test("reports every part as ok with 200", async () => {
    const res = await fetch(`${app.url}/healthz`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { ok: boolean; parts: Record<string, { ok: boolean; kind: string }> };
    expect(body.ok).toBe(true);
    expect(Object.keys(body.parts).sort()).toEqual(["analytics", "database", "mail", "storage"]);
    expect(Object.values(body.parts).every((p) => p.ok)).toBe(true);
    expect(body.parts.analytics?.kind).toBe("duckdb");
  });
});

describe("security headers", () => {
  for (const path of ["/", "/healthz", "/trpc/auth.me", "/api/nope", "/no/such/page"]) {
    test(`are set on ${path}`, async () => {
      const res = await fetch(`${app.url}${path}`);
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(res.headers.get("cross-origin-opener-policy")).toBe("same-origin");
      const csp = res.headers.get("content-security-policy") ?? "";
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toContain("unsafe-inline' 'self'; script");
      expect(csp.split(";").find((d) => d.trim().startsWith("script-src"))).not.toContain("unsafe-inline");
      expect(res.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    });
  }

  test("no HSTS over plain http", async () => {
    const res = await fetch(`${app.url}/healthz`);
    expect(res.headers.get("strict-transport-security")).toBeNull();
  });
});

describe("cross-site requests", () => {
  test("a cross-site form post to a tRPC mutation is refused with 403", async () => {
    const res = await fetch(`${app.url}/trpc/auth.me`, {
      method: "POST",
      headers: { origin: "https://evil.example", "content-type": "text/plain", "sec-fetch-site": "cross-site" },
      body: "{}",
    });
    expect(res.status).toBe(403);
  });

  test("a same-origin POST that is not JSON is refused with 415", async () => {
    const res = await fetch(`${app.url}/trpc/auth.me`, {
      method: "POST",
      headers: { origin: app.url, "content-type": "application/x-www-form-urlencoded" },
      body: "a=1",
    });
    expect(res.status).toBe(415);
  });

  test("a cross-site POST to the auth endpoint is refused", async () => {
    const res = await fetch(`${app.url}/api/auth/sign-out`, {
      method: "POST",
      headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site", "content-type": "application/json" },
      body: "{}",
    });
    expect(res.status).toBe(403);
  });
});

describe("request body caps", () => {
  test("a declared body over the tRPC cap answers 413 before it is read", async () => {
    const res = await fetch(`${app.url}/trpc/auth.me`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "x".repeat(300 * 1024),
    });
    expect(res.status).toBe(413);
  });

  test("a chunked body over the cap answers 413", async () => {
    const chunk = new TextEncoder().encode("x".repeat(64 * 1024));
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 20) return controller.close();
        sent++;
        controller.enqueue(chunk);
      },
    });
    const res = await fetch(`${app.url}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body,
      duplex: "half",
    } as RequestInit);
    expect(res.status).toBe(413);
  });
});

describe("tRPC", () => {
  test("auth.me is null when signed out", async () => {
    expect(await app.client().auth.me.query()).toBeNull();
  });

  test("a batch of more than 20 calls is refused, not run", async () => {
    const names = Array.from({ length: 1000 }, () => "auth.me").join(",");
    const input = encodeURIComponent(
      JSON.stringify(Object.fromEntries(Array.from({ length: 1000 }, (_, i) => [i, {}]))),
    );
    const res = await fetch(`${app.url}/trpc/${names}?batch=1&input=${input}`);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  });

  test("an unknown procedure answers 404 with no stack trace", async () => {
    const res = await fetch(`${app.url}/trpc/nope.nothing`);
    expect(res.status).toBe(404);
    const text = await res.text();
    expect(text).not.toContain("stack");
    expect(text).not.toContain("/work/");
  });

  test("an unknown API route answers JSON 404", async () => {
    const res = await fetch(`${app.url}/api/nope`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: "NOT_FOUND", message: "No such API route" } });
  });
});

describe("accounts", () => {
  test("sign-up signs the user in, auth.me returns them, and isAdmin cannot be set by the client", async () => {
    const res = await fetch(`${app.url}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: app.url },
      body: JSON.stringify({ email: "ada@example.com", password: "Str0ng!Passw0rd", name: "Ada", isAdmin: true }),
    });
    expect(res.status).toBe(200);
    const cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    expect(cookie).toContain("session_token");
    const me = await app.client({ cookie }).auth.me.query();
    expect(me).toEqual({ user: { id: expect.any(String), email: "ada@example.com", name: "Ada" }, isAdmin: false });
  });

  test("the session cookie is HttpOnly and SameSite=Lax", async () => {
    const res = await fetch(`${app.url}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: app.url },
      body: JSON.stringify({ email: "grace@example.com", password: "Str0ng!Passw0rd", name: "Grace" }),
    });
    const session = res.headers.getSetCookie().find((c) => c.includes("session_token")) ?? "";
    expect(session).toContain("HttpOnly");
    expect(session.toLowerCase()).toContain("samesite=lax");
  });

  test("passwords are stored as argon2id hashes", async () => {
    const rows = await app.rt.database.db.query.account.findMany();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.password).toStartWith("$argon2id$");
  });
});

describe("session hint cookie", () => {
  test("sign-in sets a readable signed_in=1 hint, sign-out clears it", async () => {
    await fetch(`${app.url}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: app.url },
      body: JSON.stringify({ email: "hint@example.com", password: "Str0ng!Passw0rd", name: "Hint" }),
    });
    const signIn = await fetch(`${app.url}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: app.url },
      body: JSON.stringify({ email: "hint@example.com", password: "Str0ng!Passw0rd" }),
    });
    expect(signIn.status).toBe(200);
    const hint = signIn.headers.getSetCookie().find((c) => c.startsWith("signed_in="));
    expect(hint).toStartWith("signed_in=1;");
    expect(hint).not.toContain("HttpOnly");
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const signOut = await fetch(`${app.url}/api/auth/sign-out`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: app.url, cookie },
      body: "{}",
    });
    expect(signOut.status).toBe(200);
    expect(signOut.headers.getSetCookie().find((c) => c.startsWith("signed_in="))).toContain("Max-Age=0");
  });
});
