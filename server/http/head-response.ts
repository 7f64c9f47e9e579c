import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./env";

/**
 * Past this, a body's length is not worth reading for a HEAD: it streams (a CSV export runs query
 * after query for as long as it is read), and HEAD says "chunked" as its GET would send it.
 */
const LENGTH_READ_LIMIT = 1024 * 1024;

/**
 * HEAD for every route. Hono answers HEAD as GET and drops the body without reading or cancelling
 * it. So Bun said "Content-Length: 0" for every body, and a download whose body holds a place while
 * it streams (download-slots.ts: a CSV export, an attachment's open file) never gave it back: two
 * HEADs of an export and the admin's exports were refused until a restart. Here the body is always
 * ended, and the length said is the one GET sends: the header the route set, the bytes of a body
 * read to its end (pages and JSON: small, or a file, which a blob reads without its bytes), or
 * "chunked" for a stream longer than LENGTH_READ_LIMIT.
 */
export const headResponse: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  const body = c.req.method === "HEAD" ? c.res.body : null;
  if (!body) return;
  if (c.res.headers.has("Content-Length")) {
    await body.cancel().catch(() => {});
    return;
  }
  const length = await lengthOf(body);
  // Headers of a Response are immutable once sent to Bun; a copy carries the new one.
  const headers = new Headers(c.res.headers);
  if (length === null) headers.set("Transfer-Encoding", "chunked");
  else headers.set("Content-Length", String(length));
  c.res = new Response(null, { status: c.res.status, statusText: c.res.statusText, headers });
};

/** The body's length in bytes, read to its end; null past LENGTH_READ_LIMIT or when it fails (GET's would too). */
async function lengthOf(body: ReadableStream<Uint8Array>): Promise<number | null> {
  const reader = body.getReader();
  let length = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return length;
      length += value.byteLength;
      if (length > LENGTH_READ_LIMIT) {
        await reader.cancel();
        return null;
      }
    }
  } catch {
    return null;
  }
}
