import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { sql } from "drizzle-orm";
import { ATTACHMENT_LIMITS, DOWNLOAD_LIMITS } from "../../server/services/download-slots";
import { signUp } from "../helpers/auth";
import { TINY_PDF } from "../helpers/files";
import { startTestApp, type TestApp } from "../helpers/test-app";
import { until } from "../helpers/until";
import { upload } from "../helpers/uploads";

/**
 * HEAD on every kind of route the app answers. Hono answers HEAD as GET and drops the body without
 * reading or cancelling it, so (1) Bun said "Content-Length: 0" for any body, and (2) a download
 * whose body holds a place (a CSV export, an attachment: download-slots.ts) kept it for good: two
 * HEADs of an export and the admin's exports were refused until a restart, and each HEAD of an
 * attachment left its file open. Invariant: a HEAD answers the GET's status and headers with the
 * length the GET sends (or chunked, where the GET streams a body of unknown length), no body, and
 * holds nothing afterwards.
 */
let app: TestApp;
let cookie: string;
let attachmentPath: string;

beforeAll(async () => {
  app = await startTestApp();
  cookie = (await signUp(app.url, "owner@example.com")).cookie;
  await app.client({ cookie }).admin.setup.mutate();
  const up = await upload(app.url, [{ name: "brief.pdf", data: TINY_PDF }]);
  const key = up.body.files![0]!.key;
  await app
    .client()
    .contact.submit.mutate({ name: "Petra", email: "petra@example.cz", message: "Trička", attachments: [key] });
  attachmentPath = `/api/attachments/${encodeURIComponent(key)}`;
  // A waitlist CSV of about 1.3 MB (15,000 rows): past what a HEAD reads to count its length.
  await app.rt.database.db.execute(
    sql`insert into waitlist_entries (email) select 'w' || g || '@example.com' from generate_series(1, 15000) g`,
  );
}, 60_000);
afterAll(async () => {
  await app?.stop();
});

const send = (method: "GET" | "HEAD", path: string, headers: Record<string, string> = {}) =>
  fetch(`${app.url}${path}`, { method, headers: { "accept-encoding": "identity", ...headers } });

describe("HEAD says what GET sends", () => {
  const routes: { name: string; path: () => string; admin?: boolean }[] = [
    { name: "an unknown API route", path: () => "/api/no-such-route" },
    { name: "an attachment", path: () => attachmentPath, admin: true },
  ];
  for (const route of routes) {
    test(route.name, async () => {
      const headers: Record<string, string> = route.admin ? { cookie } : {};
      const get = await send("GET", route.path(), headers);
      const body = new Uint8Array(await get.arrayBuffer());
      const head = await send("HEAD", route.path(), headers);
      expect(head.status).toBe(get.status);
      expect(head.headers.get("content-type")).toBe(get.headers.get("content-type"));
      expect(body.byteLength).toBeGreaterThan(0);
      expect(head.headers.get("content-length")).toBe(String(body.byteLength));
      expect((await head.arrayBuffer()).byteLength).toBe(0);
    });
  }

  test("health (its figures, timings among them, change from one answer to the next)", async () => {
    const get = await send("GET", "/healthz");
    const length = (await get.arrayBuffer()).byteLength;
    const head = await send("HEAD", "/healthz");
    expect(head.status).toBe(get.status);
    expect(head.headers.get("content-type")).toBe("application/json");
    expect(Math.abs(Number(head.headers.get("content-length")) - length)).toBeLessThan(20);
    expect((await head.arrayBuffer()).byteLength).toBe(0);
  });

  test("tRPC answers HEAD itself, with 204 and nothing run: no procedure is a HEAD's side effect", async () => {
    for (const path of ["/trpc/system.health", "/trpc/leads.promise", "/trpc/admin.setup"]) {
      const head = await send("HEAD", path);
      expect({ path, status: head.status }).toEqual({ path, status: 204 });
      expect(head.headers.get("content-length")).toBeNull();
    }
  });

  test("a CSV export streams a body of unknown length: HEAD says chunked, not 0", async () => {
    const head = await send("HEAD", "/api/admin/export/waitlist.csv", { cookie });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(head.headers.get("content-length")).toBeNull();
    expect(head.headers.get("transfer-encoding")).toBe("chunked");
  });
});

describe("HEAD holds nothing", () => {
  test("HEADs of every CSV export beyond the account's share leave every place free, and a GET streams", async () => {
    for (const table of ["submissions", "waitlist", "inquiries", "leads"]) {
      for (let i = 0; i <= DOWNLOAD_LIMITS.total; i++) {
        const head = await send("HEAD", `/api/admin/export/${table}.csv`, { cookie });
        expect({ table, status: head.status }).toEqual({ table, status: 200 });
      }
    }
    await until(() => app.rt.downloads.load() === 0, 5_000);
    expect(app.rt.downloads.load()).toBe(0);
    const get = await send("GET", "/api/admin/export/submissions.csv", { cookie });
    expect(get.status).toBe(200);
    expect(await get.text()).toContain("petra@example.cz");
  });

  test("HEADs of an attachment beyond the instance's places leave every place free, and a GET sends it", async () => {
    for (let i = 0; i <= ATTACHMENT_LIMITS.total; i++) {
      const head = await send("HEAD", attachmentPath, { cookie });
      expect(head.status).toBe(200);
    }
    await until(() => app.rt.attachmentDownloads.load() === 0, 5_000);
    expect(app.rt.attachmentDownloads.load()).toBe(0);
    const get = await send("GET", attachmentPath, { cookie });
    expect(get.status).toBe(200);
    expect(new Uint8Array(await get.arrayBuffer())).toEqual(TINY_PDF);
  });
});
