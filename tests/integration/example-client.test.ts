import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { ApiKeyScope } from "../../shared/api-key-scopes";
import { signUp } from "../helpers/auth";
import { BROWSER_UA } from "../helpers/browser-agent";
import { projectRoot } from "../helpers/paths";
import { freePort } from "../helpers/ports";
import { startTestApp, type TestApp } from "../helpers/test-app";

/**
 * `bun run example [url]`, the README's script for developers, run as they run it: its own process
 * against the real server. Each case is what a developer meets: no key, the right key, a key
 * without the scope, a key that is not one, and no site at that address; each prints one line
 * saying so and exits 1 when it could not do its job.
 */
let app: TestApp;
let adminCookie: string;

async function example(url: string, apiKey?: string) {
  const proc = Bun.spawn(["bun", "run", "example", url], {
    cwd: projectRoot,
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", ...(apiKey ? { API_KEY: apiKey } : {}) },
    stdout: "pipe",
    stderr: "pipe",
  });
  const [out, err, code] = await Promise.all([
    new Response(proc.stdout).text(),
    new Response(proc.stderr).text(),
    proc.exited,
  ]);
  return { out, err, code };
}

const createKey = (scopes: ApiKeyScope[]) =>
  app.client({ cookie: adminCookie }).admin.apiKeys.create.mutate({ name: "script", scopes });
/** A stack trace's frame line, as Bun prints an uncaught error. */
const STACK_FRAME = /^\s+at /m;

const pageView = (path: string) => ({
  type: "pageview",
  id: crypto.randomUUID(),
  sessionId: crypto.randomUUID(),
  at: Date.now(),
  path,
});

beforeAll(async () => {
  app = await startTestApp();
  const { cookie } = await signUp(app.url, "owner@example.com");
  adminCookie = cookie;
  await app.client({ cookie }).admin.setup.mutate();
  const res = await fetch(`${app.url}/api/analytics/events`, {
    method: "POST",
    headers: { "content-type": "application/json", "user-agent": BROWSER_UA },
    body: JSON.stringify({
      events: [pageView("/services"), pageView("/services"), pageView("/services"), pageView("/contact")],
    }),
  });
  expect(res.status).toBe(204);
}, 60_000);
afterAll(() => app?.stop(), 60_000);

describe("bun run example", () => {
  test("without a key: the site's health, nobody signed in, and how to read the analytics", async () => {
    const { out, code } = await example(app.url);
    expect(out).toContain("health: ok");
    expect(out).toMatch(/^ {2}database\s+\S+\s+ok \(\d+ ms\)$/m);
    expect(out).toContain("signed in as: nobody (set API_KEY to read the analytics)");
    expect(out).not.toContain("analytics,");
    expect(code).toBe(0);
  }, 30_000);

  test("with an analytics:read key: the last 7 days' top pages", async () => {
    const { out, code } = await example(app.url, (await createKey(["analytics:read"])).key);
    expect(out).toContain("signed in as: owner@example.com (API key)");
    expect(out).toMatch(/^analytics, last 7 days \(\S+ \.\. \S+\):$/m);
    expect(out).toMatch(/^ +3 views {2}\/services$/m);
    expect(out).toMatch(/^ +1 views {2}\/contact$/m);
    expect(code).toBe(0);
  }, 30_000);

  test("with a key that lacks analytics:read: refused with 403, exit 1", async () => {
    const { out, code } = await example(app.url, (await createKey(["leads:read"])).key);
    expect(out).toContain("signed in as: owner@example.com (API key)");
    expect(out).toMatch(/^analytics: refused \(403: .+\)$/m);
    expect(code).toBe(1);
  }, 30_000);

  test("with a key the site does not know (or revoked): says so, exit 1, no stack trace", async () => {
    const { id, key } = await createKey(["analytics:read"]);
    await app.client({ cookie: adminCookie }).admin.apiKeys.revoke.mutate({ id });
    for (const k of [key, "mk_not-a-key"]) {
      const { out, err, code } = await example(app.url, k);
      expect(out).toContain("signed in as: nobody: the API key is unknown, revoked or expired");
      expect(out).not.toContain("analytics,");
      expect(err).not.toMatch(STACK_FRAME);
      expect(code).toBe(1);
    }
  }, 30_000);

  test("no site at the address: one line, exit 1, no stack trace", async () => {
    const url = `http://127.0.0.1:${await freePort()}`;
    const { out, err, code } = await example(url);
    expect(out).toMatch(new RegExp(`^health: no answer from ${url.replaceAll(".", "\\.")} \\(.+\\)$`, "m"));
    expect(err).not.toMatch(STACK_FRAME);
    expect(code).toBe(1);
  }, 30_000);
});
