import { afterAll, beforeAll, beforeEach, expect, test } from "bun:test";
import { rateLimitCounters, securityEvents } from "../../drizzle/schema";
import { signUp } from "../helpers/auth";
import { HTML_AS_PDF, SCRIPT_SVG, TINY_PDF, TINY_PNG, ZIP_BOMB } from "../helpers/files";
import { captureLog } from "../helpers/log-capture";
import { startTestApp, type TestApp } from "../helpers/test-app";
import { upload } from "../helpers/uploads";

/**
 * A refused upload is logged and, when its type is refused, kept as a security event: both without
 * the file's name, which a visitor may have made of a person's name (decision 0018, amended
 * 2026-12-06). The visitor's own answer still names the file. Every refusal that names a file; and
 * an accepted file's name, which its storage key carries, is not in the log when an admin downloads
 * it or someone else asks for it either.
 */
const PERSON = "Jana-Novakova-smlouva";
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ LOG_LEVEL: "info" });
}, 60_000);
afterAll(() => app?.stop(), 60_000);
beforeEach(async () => {
  await app.rt.database.db.delete(rateLimitCounters);
});

const tooBig = new Uint8Array(10 * 1024 * 1024 + 1);
tooBig.set(TINY_PDF);
const cases: [string, { name: string; data: Uint8Array }, number, string][] = [
  ["a type not allowed", { name: `${PERSON}.exe`, data: TINY_PNG }, 415, "File type not allowed: [file name].exe"],
  ["content that is not its type", { name: `${PERSON}.pdf`, data: HTML_AS_PDF }, 415, ": [file name].pdf"],
  ["an SVG with a script", { name: `${PERSON}.svg`, data: SCRIPT_SVG }, 415, ": [file name].svg"],
  ["a zip bomb", { name: `${PERSON}.zip`, data: ZIP_BOMB }, 415, ": [file name].zip"],
  ["an empty file", { name: `${PERSON}.pdf`, data: new Uint8Array(0) }, 400, "[file name].pdf is empty"],
  ["a file over 10 MB", { name: `${PERSON}.pdf`, data: tooBig }, 413, "File Too Large: [file name].pdf exceeds"],
];

async function refusalLogged(send: () => Promise<void>): Promise<{ reason?: string; line: string }> {
  const log = captureLog();
  try {
    await send();
  } finally {
    log.restore();
  }
  const line = log.lines.find((l) => l.includes("upload refused")) ?? "";
  return { reason: (JSON.parse(line || "{}") as { reason?: string }).reason, line };
}

for (const [label, file, status, logged] of cases) {
  test(`${label}: the visitor's answer names the file, the log and security events do not`, async () => {
    await app.rt.database.db.delete(securityEvents);
    let answer = "";
    const { reason, line } = await refusalLogged(async () => {
      const res = await upload(app.url, [file]);
      expect(res.status).toBe(status);
      answer = res.body.error?.message ?? "";
    });
    expect(answer).toContain(file.name);
    expect(reason).toContain(logged);
    expect(line).not.toContain(PERSON);
    const events = await app.rt.database.db.select().from(securityEvents);
    expect(events.length).toBe(status === 415 ? 1 : 0);
    expect(JSON.stringify(events)).not.toContain(PERSON);
  });
}

test("an upload cut off in the middle of a file: refused, logged without its name", async () => {
  const boundary = "----cut";
  const body = [
    `--${boundary}`,
    `Content-Disposition: form-data; name="files"; filename="${PERSON}.pdf"`,
    "Content-Type: application/pdf",
    "",
    new TextDecoder().decode(TINY_PDF),
  ].join("\r\n");
  const { reason, line } = await refusalLogged(async () => {
    const res = await fetch(`${app.url}/api/uploads`, {
      method: "POST",
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
      body,
    });
    expect(res.status).toBe(400);
  });
  expect(reason).toBeTruthy();
  expect(line).not.toContain(PERSON);
});

test("an attachment downloaded by an admin, and asked for signed out: the request lines hold its key without the name", async () => {
  const up = await upload(app.url, [{ name: `${PERSON}.pdf`, data: TINY_PDF }]);
  expect(up.status).toBe(201);
  const key = up.body.files?.[0]?.key ?? "";
  expect(key).toContain(PERSON);
  const { cookie } = await signUp(app.url, "logs.admin@example.cz");
  await app.client({ cookie }).admin.setup.mutate();
  await app
    .client()
    .contact.submit.mutate({ name: "Jana", email: "jana@example.cz", message: "Smlouva", attachments: [key] });
  const path = `/api/attachments/${encodeURIComponent(key)}`;
  const log = captureLog();
  let statuses: number[] = [];
  try {
    statuses = await Promise.all(
      [{ cookie }, {} as Record<string, string>].map(async (headers: Record<string, string>) => {
        const res = await fetch(`${app.url}${path}`, { headers });
        await res.arrayBuffer();
        return res.status;
      }),
    );
  } finally {
    log.restore();
  }
  expect(statuses).toEqual([200, 401]);
  const requests = log.lines.filter((l) => l.includes('"msg":"request"') && l.includes("/api/attachments/"));
  expect(requests).toHaveLength(2);
  for (const line of requests) expect(line).toContain("-[file name].pdf");
  expect(log.lines.join("\n")).not.toContain(PERSON);
});
