import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import fc from "fast-check";
import { cleanFileName } from "../../server/services/uploads/file-name";
import { makeZip } from "../helpers/files";
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

describe("zip archives are inflated within a budget, whatever they declare", () => {
  const uploadZip = async (name: string, data: Uint8Array) => {
    const form = new FormData();
    form.append("files", new File([new Uint8Array(data)], name, { type: "application/zip" }));
    const res = await fetch(`${app.url}/api/uploads`, {
      method: "POST",
      body: form,
      headers: { "x-forwarded-for": `10.56.${(++n >> 8) & 255}.${n & 255}` },
    });
    return { status: res.status, body: (await res.json()) as { error?: { message: string } } };
  };
  const text = (s: string) => new TextEncoder().encode(s);
  const zeros = (mb: number) => new Uint8Array(mb * 1024 * 1024);
  const inner = makeZip([{ name: "a.txt", data: text("hello") }]);

  const REFUSED: [string, string, Uint8Array, RegExp][] = [
    [
      "a deflate bomb (50 MB of zeros)",
      "bomb.zip",
      makeZip([{ name: "z.bin", data: zeros(50), deflate: true }]),
      /expands too much/,
    ],
    [
      "a bomb that under-declares its size",
      "quiet.zip",
      makeZip([{ name: "z.bin", data: zeros(50), deflate: true, declaredSize: 10 }]),
      /expands too much/,
    ],
    [
      "sizes that lie (declared larger)",
      "lie.zip",
      makeZip([{ name: "a.txt", data: text("abc"), declaredSize: 999 }]),
      /does not match/,
    ],
    [
      "sizes that lie (declared smaller)",
      "lie2.zip",
      makeZip([{ name: "a.txt", data: text("abcdef"), deflate: true, declaredSize: 2 }]),
      /does not match/,
    ],
    ["a zip inside, by name", "outer.zip", makeZip([{ name: "inner.zip", data: inner }]), /inside the archive/],
    [
      "a zip inside, under an innocent name",
      "outer2.zip",
      makeZip([{ name: "notes.txt", data: inner, deflate: true }]),
      /inside the archive/,
    ],
    [
      "a gzip inside",
      "outer3.zip",
      makeZip([{ name: "x.bin", data: Uint8Array.of(0x1f, 0x8b, 8, 0, 0, 0, 0, 0) }]),
      /inside the archive/,
    ],
    ["a 7z by name", "outer4.zip", makeZip([{ name: "backup.7z", data: text("x") }]), /inside the archive/],
    [
      "10,001 entries",
      "many.zip",
      makeZip(Array.from({ length: 10_001 }, (_, i) => ({ name: `f${i}`, data: new Uint8Array(0) }))),
      /expands too much/,
    ],
    ["an encrypted entry", "secret.zip", makeZip([{ name: "a.txt", data: text("abc"), flags: 1 }]), /encrypted/],
    ["bzip2 compression", "bz.zip", makeZip([{ name: "a.txt", data: text("abc"), method: 12 }]), /cannot be checked/],
    [
      "a truncated archive",
      "cut.zip",
      makeZip([{ name: "a.txt", data: text("hello world") }]).subarray(0, 40),
      /does not match/,
    ],
    ["corrupt deflate data", "bad.zip", makeZip([{ name: "a.txt", data: text("abc"), method: 8 }]), /does not match/],
  ];
  for (const [label, name, data, reason] of REFUSED) {
    test(`refused with a 4xx: ${label}`, async () => {
      const { status, body } = await uploadZip(name, data);
      expect(status).toBe(415);
      expect(body.error?.message).toMatch(reason);
    }, 30_000);
  }

  test("accepted: a plain zip of documents, deflated and stored", async () => {
    const zip = makeZip([
      { name: "brief.txt", data: text("Logo on the chest, navy hoodies. ".repeat(200)), deflate: true },
      { name: "logo.png", data: crypto.getRandomValues(new Uint8Array(4096)) },
      { name: "folder/", data: new Uint8Array(0) },
    ]);
    expect((await uploadZip("brief.zip", zip)).status).toBe(201);
  });

  test("accepted: a docx that embeds a spreadsheet (office files are zips within zips)", async () => {
    const xlsx = makeZip([{ name: "xl/workbook.xml", data: text("<workbook/>"), deflate: true }]);
    const docx = makeZip([
      { name: "[Content_Types].xml", data: text("<Types/>"), deflate: true },
      { name: "word/document.xml", data: text("<w:document/>".repeat(50)), deflate: true },
      { name: "word/embeddings/Microsoft_Excel_Worksheet.xlsx", data: xlsx },
    ]);
    const form = new FormData();
    form.append("files", new File([new Uint8Array(docx)], "brief.docx"));
    const res = await fetch(`${app.url}/api/uploads`, {
      method: "POST",
      body: form,
      headers: { "x-forwarded-for": "10.57.0.1" },
    });
    expect(res.status).toBe(201);
  });
});
