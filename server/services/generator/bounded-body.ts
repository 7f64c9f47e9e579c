/**
 * Answers from the image provider are read with a byte limit. `OPENAI_BASE_URL` may point at any
 * server, and neither the SDK nor `Response.arrayBuffer()` stops reading an answer that sends no
 * Content-Length (or a false one): without a limit, one answer could fill the server's memory.
 */
export class BodyTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`the answer is larger than ${limit} bytes`);
    this.name = "BodyTooLargeError";
  }
}

/** `source` passed through until more than `limit` bytes arrived; then the source is cancelled
 * (which closes its connection) and the reader gets a BodyTooLargeError. */
export function limitBody(source: ReadableStream<Uint8Array>, limit: number): ReadableStream<Uint8Array> {
  const reader = source.getReader();
  let received = 0;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          const next = await reader.read();
          if (next.done) return controller.close();
          received += next.value.byteLength;
          if (received > limit) throw new BodyTooLargeError(limit);
          controller.enqueue(next.value);
        } catch (error) {
          reader.cancel(error).catch(() => {});
          controller.error(error);
        }
      },
      cancel: (reason) => reader.cancel(reason),
    },
    { highWaterMark: 0 },
  );
}

/** A fetch whose answers' bodies are limited to `limit` bytes (refused at once when their
 * Content-Length says more). */
export function boundedFetch(limit: number): typeof fetch {
  const bounded = async (input: Parameters<typeof fetch>[0], init?: Parameters<typeof fetch>[1]) => {
    const res = await fetch(input, init);
    const declared = Number(res.headers.get("content-length") ?? 0);
    if (declared > limit) {
      await res.body?.cancel().catch(() => {});
      throw new BodyTooLargeError(limit);
    }
    if (!res.body) return res;
    return new Response(limitBody(res.body, limit), {
      status: res.status,
      statusText: res.statusText,
      headers: res.headers,
    });
  };
  return Object.assign(bounded, { preconnect: fetch.preconnect }) as typeof fetch;
}
