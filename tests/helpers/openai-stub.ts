import { freePort } from "./ports";

/** `url`: answers with a link to the image (as DALL·E does without response_format), served by the stub. */
export type OpenAIStubMode = "ok" | "url" | "error" | "empty" | "hang";

export interface OpenAIStub {
  baseUrl: string;
  mode: OpenAIStubMode;
  /** Request bodies received on the images endpoint. */
  requests: unknown[];
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
    env: {},
    stop: async () => {},
  };
  const server = Bun.serve({
    port,
    hostname: "127.0.0.1",
    idleTimeout: 0,
    async fetch(req) {
      const url = new URL(req.url);
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
  };
  return state;
}
