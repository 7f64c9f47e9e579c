import { createServer } from "node:net";
import { freePort } from "./ports";

/**
 * `url`: answers with a link to the image (as DALL·E does without response_format), served by the stub.
 * `endless-json` and `endless-url`: an answer (or the image behind the link) that never ends and
 * says no Content-Length; `oversized-url`: an image whose Content-Length says 1 GB. A hostile or
 * broken `OPENAI_BASE_URL`; the stub stops an endless body at ENDLESS_STOP_BYTES.
 */
export type OpenAIStubMode =
  | "ok"
  | "url"
  | "error"
  | "empty"
  | "hang"
  | "endless-json"
  | "endless-url"
  | "oversized-url";

/** Where the stub ends an "endless" body, so a client without a limit still finishes. */
export const ENDLESS_STOP_BYTES = 160 * 1024 * 1024;

export interface OpenAIStub {
  baseUrl: string;
  mode: OpenAIStubMode;
  /** Request bodies received on the images endpoint. */
  requests: unknown[];
  /** Bytes of the last endless body the client read (the stub's writes, so a little ahead). */
  endlessBytesSent: number;
  env: Record<string, string>;
  stop(): Promise<void>;
}

/** A 1x1 transparent PNG, as the images API would return it. */
export const TINY_PNG_BASE64 =
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";

/**
 * An HTTP stand-in for the OpenAI images API (POST /v1/images/generations) on loopback. Its
 * `mode` can be changed between calls: a good answer, an error, an empty answer, or no answer.
 * `port` starts it where a stopped stub was (the provider coming back after being down).
 */
export async function startOpenAIStub(mode: OpenAIStubMode = "ok", port?: number): Promise<OpenAIStub> {
  port ??= await freePort();
  const state: OpenAIStub = {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    mode,
    requests: [],
    endlessBytesSent: 0,
    env: {},
    stop: async () => {},
  };
  const oversized = await oversizedImageServer();
  const server = Bun.serve({
    port,
    hostname: "127.0.0.1",
    idleTimeout: 0,
    async fetch(req) {
      const url = new URL(req.url);
      if (req.method === "GET" && url.pathname === "/files/endless.png") return endless(state, PNG_SIGNATURE);
      if (req.method === "GET" && url.pathname === "/files/design.png") {
        return new Response(Buffer.from(TINY_PNG_BASE64, "base64"), { headers: { "content-type": "image/png" } });
      }
      if (req.method !== "POST" || url.pathname !== "/v1/images/generations") {
        return Response.json({ error: { message: "not found" } }, { status: 404 });
      }
      state.requests.push(await req.json().catch(() => null));
      switch (state.mode) {
        case "ok":
          return Response.json({ created: Math.floor(Date.now() / 1000), data: [{ b64_json: TINY_PNG_BASE64 }] });
        case "url":
          return Response.json({
            created: Math.floor(Date.now() / 1000),
            data: [{ url: `http://127.0.0.1:${port}/files/design.png` }],
          });
        case "endless-json":
          return endless(state, new TextEncoder().encode('{"created":1,"data":[{"b64_json":"'), "A");
        case "endless-url":
        case "oversized-url":
          return Response.json({
            created: Math.floor(Date.now() / 1000),
            data: [
              {
                url:
                  state.mode === "endless-url"
                    ? `http://127.0.0.1:${port}/files/endless.png`
                    : `http://127.0.0.1:${oversized.port}/files/oversized.png`,
              },
            ],
          });
        case "empty":
          return Response.json({ created: Math.floor(Date.now() / 1000), data: [] });
        case "error":
          return Response.json(
            { error: { message: "Your request was rejected by the safety system.", type: "invalid_request_error" } },
            { status: 400 },
          );
        case "hang":
          await new Promise(() => {});
          return new Response(null);
      }
    },
  });
  state.env = { OPENAI_API_KEY: "sk-test-stub", OPENAI_BASE_URL: state.baseUrl };
  state.stop = async () => {
    await server.stop(true);
    oversized.close();
  };
  return state;
}

const PNG_SIGNATURE = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A body that begins with `head` and then sends `fill` in 64 KiB chunks, with no Content-Length. */
function endless(state: OpenAIStub, head: Uint8Array, fill = "\0"): Response {
  const chunk = new Uint8Array(64 * 1024).fill(fill.charCodeAt(0));
  state.endlessBytesSent = 0;
  let headSent = false;
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        const next = headSent ? chunk : head;
        headSent = true;
        state.endlessBytesSent += next.byteLength;
        controller.enqueue(next);
        if (state.endlessBytesSent >= ENDLESS_STOP_BYTES) controller.close();
      },
    },
    { highWaterMark: 0 },
  );
  return new Response(body, { headers: { "content-type": head === PNG_SIGNATURE ? "image/png" : "application/json" } });
}

/**
 * Answers every request with an image whose Content-Length says 1 GiB, sends its first bytes and
 * holds the rest (Bun.serve would correct the header, so this writes HTTP itself).
 */
async function oversizedImageServer(): Promise<{ port: number; close(): void }> {
  const sockets = new Set<import("node:net").Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => {});
    socket.once("data", () => {
      socket.write(`HTTP/1.1 200 OK\r\nContent-Type: image/png\r\nContent-Length: ${1024 ** 3}\r\n\r\n`);
      socket.write(PNG_SIGNATURE);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return {
    port,
    close() {
      for (const socket of sockets) socket.destroy();
      server.close();
    },
  };
}
