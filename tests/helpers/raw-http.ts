import { connect } from "node:net";

/**
 * Writes bytes to the server's socket exactly as given (fetch would fix a lying Content-Length or
 * refuse a smuggling attempt before sending it) and collects what comes back until the server
 * closes the connection or `waitMs` passes. Answers the raw text, every status line's code, and
 * how long the first byte of the answer took.
 */
export async function rawHttp(
  baseUrl: string,
  request: string | Uint8Array,
  waitMs = 2_000,
): Promise<{ raw: string; statuses: number[]; closed: boolean; firstByteMs: number | null }> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = connect({ host: hostname, port: Number(port) });
    const chunks: Buffer[] = [];
    let closed = false;
    const started = performance.now();
    let firstByteMs: number | null = null;
    const finish = () => {
      clearTimeout(timer);
      socket.destroy();
      const raw = Buffer.concat(chunks).toString("latin1");
      const statuses = [...raw.matchAll(/^HTTP\/1\.[01] (\d{3})/gm)].map((m) => Number(m[1]));
      resolve({ raw, statuses, closed, firstByteMs });
    };
    const timer = setTimeout(finish, waitMs);
    socket.on("data", (c: Buffer) => {
      firstByteMs ??= performance.now() - started;
      chunks.push(c);
    });
    socket.on("close", () => {
      closed = true;
      finish();
    });
    socket.on("error", (error) => {
      if (chunks.length) finish();
      else reject(error);
    });
    socket.write(request);
  });
}
