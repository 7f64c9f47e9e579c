import { request as httpRequest } from "node:http";
import type { Page } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 4321);

/**
 * A request to the e2e server sent from another loopback address than the browser's (127.0.0.1).
 * Every test file shares one server and one browser address, and the public forms are rate-limited
 * per address (the generator most tightly, and generator.e2e.ts needs its whole budget; leads.e2e.ts
 * spends 4 of the 5 enquiries an address may send in 10 minutes): a file that only needs a form to
 * work sends from its own address (127.0.4x.x, one per file) and takes nothing from anyone's budget.
 */
export function sendFrom(
  localAddress: string,
  path: string,
  body: string | Buffer,
  contentType = "application/json",
): Promise<{ status: number; text: string; contentType: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: "127.0.0.1",
        port,
        path,
        method: "POST",
        localAddress,
        headers: { "content-type": contentType, "content-length": Buffer.byteLength(body) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            text: Buffer.concat(chunks).toString("utf8"),
            contentType: String(res.headers["content-type"] ?? "application/json"),
          }),
        );
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

/** A tRPC mutation sent from `localAddress`: its status and parsed answer. */
export async function mutateFrom(
  localAddress: string,
  procedure: string,
  input: unknown,
): Promise<{ status: number; json: unknown }> {
  const answer = await sendFrom(localAddress, `/trpc/${procedure}`, JSON.stringify(input));
  return { status: answer.status, json: JSON.parse(answer.text) as unknown };
}

/** One file uploaded to /api/uploads from `localAddress` (multipart, as the form sends it): status and stored key. */
export async function uploadFrom(
  localAddress: string,
  file: { name: string; mimeType: string; buffer: Buffer },
): Promise<{ status: number; key: string | undefined }> {
  const boundary = `----e2e${Math.random().toString(36).slice(2)}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${file.name}"\r\nContent-Type: ${file.mimeType}\r\n\r\n`,
    ),
    file.buffer,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const answer = await sendFrom(localAddress, "/api/uploads", body, `multipart/form-data; boundary=${boundary}`);
  const json = (answer.status === 201 ? JSON.parse(answer.text) : {}) as { files?: { key: string }[] };
  return { status: answer.status, key: json.files?.[0]?.key };
}

/** Sends the page's calls of `procedure` from `localAddress` (same server, same body, same answer). */
export async function routeFrom(page: Page, procedure: string, localAddress: string): Promise<void> {
  await page.route(`**/trpc/${procedure}**`, async (route) => {
    const url = new URL(route.request().url());
    const answer = await sendFrom(localAddress, url.pathname + url.search, route.request().postData() ?? "");
    await route.fulfill({ status: answer.status, body: answer.text, contentType: answer.contentType });
  });
}
