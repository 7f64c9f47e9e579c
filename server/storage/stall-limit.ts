/**
 * A download from the storage that fails once the storage sends nothing for `ms` while a chunk is
 * wanted. Only the waits for the storage count: a reader that stops reading (a slow browser, a
 * paused download) is not cut, as a socket's inactivity timeout would. On a stall the source is
 * cancelled, which closes its connection, and the reader gets `stalled()`'s error.
 */
export function withStallLimit(
  source: ReadableStream<Uint8Array>,
  ms: number,
  stalled: () => Error,
): ReadableStream<Uint8Array> {
  const reader = source.getReader();
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        let timer: Timer | undefined;
        const limit = new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(stalled()), ms);
        });
        try {
          const next = await Promise.race([reader.read(), limit]);
          if (next.done) controller.close();
          else controller.enqueue(next.value);
        } catch (error) {
          reader.cancel(error).catch(() => {});
          controller.error(error);
        } finally {
          clearTimeout(timer);
        }
      },
      cancel: (reason) => reader.cancel(reason),
    },
    // Pull only when the reader asks, so no timer runs while nobody reads.
    { highWaterMark: 0 },
  );
}
