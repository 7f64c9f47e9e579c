import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import fc from "fast-check";
import { cleanFileName } from "../../server/services/uploads/file-name";
import { startTestApp, type TestApp } from "../helpers/test-app";

/**
 * File names through the real upload route: a name is never the reason for a 5xx. A legal name
 * (dots, Czech letters, look-alike characters) uploads and keeps its name; an illegal one (control
 * characters, bidi overrides, nothing left) is a 400 that names the problem. Before the fix,
 * "Report...pdf" answered 503 on every retry: its storage key kept "..", which the storage refuses.
 */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ TRUST_PROXY_HOPS: "1" });
}, 60_000);
afterAll(() => app?.stop(), 60_000);

const PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
let n = 0;
async function upload(name: string) {
  const form = new FormData();
  form.append("files", new File([PDF], name, { type: "application/pdf" }));
  const res = await fetch(`${app.url}/api/uploads`, {
    method: "POST",
    body: form,
    headers: { "x-forwarded-for": `10.55.${(++n >> 8) & 255}.${n & 255}` },
  });
  const body = (await res.json()) as { files?: { name: string }[]; error?: { message: string } };
  return { status: res.status, body };
}

async function expectHandled(name: string) {
  const { status, body } = await upload(name);
  expect({ name, status: status < 500 }).toEqual({ name, status: true });
  const cleaned = cleanFileName(name);
  if (cleaned.ok && cleaned.name.toLowerCase().endsWith(".pdf")) {
    expect({ name, status }).toEqual({ name, status: 201 });
    expect(body.files?.[0]?.name).toBe(cleaned.name);
  } else {
    expect(status).toBeGreaterThanOrEqual(400);
    expect(body.error?.message.length).toBeGreaterThan(0);
  }
}

describe("a file's name never makes an upload fail with 5xx", () => {
  const NAMES = [
    "Report...pdf",
    "logo..v2.pdf",
    "...pdf.pdf",
    "a. .b.pdf",
    "Návrh – finální (2).pdf",
    "brief\u0000.pdf",
    "brief\u202Efdp.exe.pdf",
    "../../etc/passwd.pdf",
    "C:\\Users\\jana\\brief.pdf",
    "CON.pdf",
    "nul.pdf",
    `${"x".repeat(250)}.pdf`,
    "ＲＥＰＯＲＴ．pdf.pdf",
    "日本語のファイル.pdf",
    " .pdf",
    "\u200b\u200b.pdf",
    "-.pdf",
    "%2e%2e%2fsecret.pdf",
  ];
  for (const name of NAMES) test(JSON.stringify(name), () => expectHandled(name));

  test("property: 40 arbitrary names", async () => {
    const names = fc.sample(fc.string({ unit: "grapheme", maxLength: 60 }), { numRuns: 40, seed: 5 });
    for (const name of names) await expectHandled(`${name}.pdf`);
  }, 60_000);
});
