import { afterAll, beforeAll, beforeEach, describe, expect, test } from "bun:test";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { rateLimitCounters, uploads } from "../../drizzle/schema";
import { removeOrphanUploads } from "../../server/jobs/orphan-uploads";
import {
  HTML_AS_PDF,
  LYING_ZIP,
  makeZip,
  ONLOAD_SVG,
  SAFE_SVG,
  SCRIPT_SVG,
  SMALL_ZIP,
  TEXT,
  TINY_DOC,
  TINY_EPS,
  TINY_GIF,
  TINY_JPG,
  TINY_PDF,
  TINY_PNG,
  ZIP_BOMB,
} from "../helpers/files";
import { startTestApp, type TestApp } from "../helpers/test-app";
import { upload } from "../helpers/uploads";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
}, 60_000);
afterAll(() => app?.stop(), 60_000);
// These tests send far more uploads than one visitor may; the limit itself is tested elsewhere.
beforeEach(async () => {
  await app.rt.database.db.delete(rateLimitCounters);
});

const storedFiles = () => {
  try {
    return readdirSync(join(app.dataDir, "files", "uploads")).filter((f) => !f.endsWith(".type"));
  } catch {
    return [];
  }
};
const uploadRows = async () => (await app.rt.database.db.select().from(uploads)).length;

describe("POST /api/uploads accepts the allowed types by content", () => {
  const good: [string, Uint8Array][] = [
    ["brief.pdf", TINY_PDF],
    ["logo.png", TINY_PNG],
    ["photo.jpg", TINY_JPG],
    ["photo.JPEG", TINY_JPG],
    ["anim.gif", TINY_GIF],
    ["assets.zip", SMALL_ZIP],
    ["brief.docx", makeZip([{ name: "word/document.xml", data: TEXT }])],
    ["old.doc", TINY_DOC],
    ["notes.txt", TEXT],
    ["logo.svg", SAFE_SVG],
    ["logo.eps", TINY_EPS],
    ["logo.ai", TINY_PDF],
  ];
  for (const [name, data] of good) {
    test(name, async () => {
      const res = await upload(app.url, [{ name, data }]);
      expect(res.status).toBe(201);
      const [file] = res.body.files ?? [];
      expect(file?.name).toBe(name);
      expect(file?.size).toBe(data.length);
      expect(file?.key).toMatch(/^uploads\/\d+-[a-f0-9]{16}-/);
      const stored = await app.rt.storage.get(file!.key);
      expect(new Uint8Array(await new Response(stored!.body).arrayBuffer())).toEqual(new Uint8Array(data));
    });
  }

  test("several files in one request, each under its own key", async () => {
    const res = await upload(app.url, [
      { name: "a.pdf", data: TINY_PDF },
      { name: "a.pdf", data: TINY_PDF },
    ]);
    expect(res.status).toBe(201);
    expect(new Set(res.body.files?.map((f) => f.key)).size).toBe(2);
  });
});

describe("POST /api/uploads refuses bad input with a clear 4xx and stores nothing", () => {
  const tooBig = new Uint8Array(10 * 1024 * 1024 + 1);
  tooBig.set(TINY_PDF);
  const cases: [string, { name: string; data: Uint8Array }[], number, RegExp][] = [
    ["HTML renamed .pdf", [{ name: "invoice.pdf", data: HTML_AS_PDF }], 415, /does not match its type/],
    ["SVG with <script>", [{ name: "x.svg", data: SCRIPT_SVG }], 415, /scripts are not accepted/],
    ["SVG with onload", [{ name: "x.svg", data: ONLOAD_SVG }], 415, /scripts are not accepted/],
    ["a zip bomb", [{ name: "bomb.zip", data: ZIP_BOMB }], 415, /expands too much/],
    ["a zip that lies about its sizes", [{ name: "lie.zip", data: LYING_ZIP }], 415, /does not match its type/],
    ["../../etc/passwd", [{ name: "../../etc/passwd", data: TEXT }], 415, /File type not allowed/],
    ["a\\u202Egnp.exe", [{ name: "a\u202Egnp.exe", data: TINY_PNG }], 400, /invalid characters/],
    ["x.pdf.exe", [{ name: "x.pdf.exe", data: TINY_PDF }], 415, /File type not allowed/],
    ["NUL in the name", [{ name: "a\u0000.pdf", data: TINY_PDF }], 400, /invalid characters|not valid multipart/],
    ["a 5,000-character name", [{ name: `${"a".repeat(5000)}.pdf`, data: TINY_PDF }], 400, /too long/],
    ["6 files", Array.from({ length: 6 }, (_, i) => ({ name: `f${i}.pdf`, data: TINY_PDF })), 400, /At most 5 files/],
    ["10 MB + 1 byte", [{ name: "big.pdf", data: tooBig }], 413, /File Too Large/],
    ["an empty file", [{ name: "empty.pdf", data: new Uint8Array(0) }], 400, /empty/],
    ["binary .txt", [{ name: "x.txt", data: Uint8Array.of(0xff, 0xfe, 0x00, 0x01) }], 415, /UTF-8/],
  ];
  for (const [label, files, status, message] of cases) {
    test(label, async () => {
      const beforeRows = await uploadRows();
      const beforeFiles = storedFiles().length;
      const res = await upload(app.url, files);
      expect(res.status).toBe(status);
      expect(res.body.error?.message).toMatch(message);
      expect(await uploadRows()).toBe(beforeRows);
      expect(storedFiles().length).toBe(beforeFiles);
    });
  }

  test("a good file next to a bad one: neither is stored", async () => {
    const beforeRows = await uploadRows();
    const res = await upload(app.url, [
      { name: "ok.pdf", data: TINY_PDF },
      { name: "bad.pdf", data: HTML_AS_PDF },
    ]);
    expect(res.status).toBe(415);
    expect(await uploadRows()).toBe(beforeRows);
  });

  test("CR/LF in a raw multipart file name is refused", async () => {
    const boundary = "----x";
    const body = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="files"; filename="a\r.pdf"',
      "Content-Type: application/pdf",
      "",
      new TextDecoder().decode(TINY_PDF),
      `--${boundary}--`,
      "",
    ].join("\r\n");
    const beforeRows = await uploadRows();
    const res = await fetch(`${app.url}/api/uploads`, {
      method: "POST",
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
      body,
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(await uploadRows()).toBe(beforeRows);
  });

  test("not multipart: 415", async () => {
    const res = await fetch(`${app.url}/api/uploads`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    expect(res.status).toBe(415);
  });

  test("a body that lies about its length is refused", async () => {
    const form = new FormData();
    form.append("files", new File([TINY_PDF], "a.pdf"));
    const body = new Uint8Array(await new Response(form).arrayBuffer());
    const type = new Response(form).headers.get("content-type") ?? "";
    const res = await fetch(`${app.url}/api/uploads`, {
      method: "POST",
      headers: { "content-type": type, "content-length": String(body.length * 10) },
      body: body.slice(0, 50),
    }).catch(() => null);
    expect(res === null || (res.status >= 400 && res.status < 500)).toBe(true);
  });

  test("a 200 MB chunked body is cut off with 413", async () => {
    const chunk = new Uint8Array(1024 * 1024);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ >= 200) return controller.close();
        controller.enqueue(chunk);
      },
    });
    const res = await fetch(`${app.url}/api/uploads`, {
      method: "POST",
      headers: { "content-type": "multipart/form-data; boundary=x" },
      body,
      duplex: "half",
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(sent).toBeLessThan(200);
  });

  test("a cross-site form post is refused with 403", async () => {
    const res = await upload(app.url, [{ name: "a.pdf", data: TINY_PDF }], {
      origin: "https://evil.example",
      "sec-fetch-site": "cross-site",
    });
    expect(res.status).toBe(403);
  });
});

describe("orphan uploads", () => {
  test("an upload no submission took within 24 h is removed, file and row", async () => {
    const res = await upload(app.url, [{ name: "orphan.pdf", data: TINY_PDF }]);
    const key = res.body.files![0]!.key;
    await app.rt.database.db.execute(
      sql`update uploads set created_at = now() - interval '25 hours' where key = ${key}`,
    );
    const fresh = await upload(app.url, [{ name: "fresh.pdf", data: TINY_PDF }]);
    const removed = await removeOrphanUploads(app.rt.database.db, app.rt.storage, app.rt.log);
    expect(removed).toBeGreaterThanOrEqual(1);
    expect(await app.rt.storage.get(key)).toBeNull();
    expect(await app.rt.storage.get(fresh.body.files![0]!.key)).not.toBeNull();
  });
});

test("a file of exactly 10 MB is accepted", async () => {
  await app.rt.database.db.delete(rateLimitCounters);
  const data = new Uint8Array(10 * 1024 * 1024);
  data.set(TINY_PDF);
  const res = await upload(app.url, [{ name: "exact.pdf", data }]);
  expect(res.status).toBe(201);
  expect(res.body.files?.[0]?.size).toBe(10 * 1024 * 1024);
});
