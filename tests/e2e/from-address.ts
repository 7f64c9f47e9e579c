import { request as httpRequest } from "node:http";
import type { Page } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 4321);

/**
 * A request to the e2e server sent from another loopback address than the browser's (127.0.0.1).
 * Every test file shares one server and one browser address, and the public forms are rate-limited
 * per address (the generator most tightly, and generator.e2e.ts needs its whole budget): a file that
 * only needs a form to work sends from its own address and takes nothing from anyone's budget.
 */
export function sendFrom(
  localAddress: string,
  path: string,
  body: string,
): Promise<{ status: number; text: string; contentType: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: "127.0.0.1",
        port,
        path,
        method: "POST",
        localAddress,
        headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) },
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

/** Sends the page's calls of `procedure` from `localAddress` (same server, same body, same answer). */
export async function routeFrom(page: Page, procedure: string, localAddress: string): Promise<void> {
  await page.route(`**/trpc/${procedure}**`, async (route) => {
    const url = new URL(route.request().url());
    const answer = await sendFrom(localAddress, url.pathname + url.search, route.request().postData() ?? "");
    await route.fulfill({ status: answer.status, body: answer.text, contentType: answer.contentType });
  });
}
