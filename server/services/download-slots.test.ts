import { describe, expect, test } from "bun:test";
import { createDownloadSlots, releasingWhenDone } from "./download-slots";

const LIMITS = { perCaller: 2, total: 3, retryAfterSeconds: 7 };

describe("download slots", () => {
  test("a caller gets perCaller places, the instance total; a refusal takes nothing", () => {
    const slots = createDownloadSlots(LIMITS);
    const a1 = slots.take("a");
    const a2 = slots.take("a");
    expect(a1).not.toBeNull();
    expect(a2).not.toBeNull();
    expect(slots.take("a")).toBeNull();
    expect(slots.load()).toBe(2);
    expect(slots.take("b")).not.toBeNull();
    // The instance is full: another account is refused too, and the refusals counted nothing.
    expect(slots.take("c")).toBeNull();
    expect(slots.load()).toBe(3);
    expect(slots.retryAfterSeconds).toBe(7);
  });

  test("a place given back is free again; giving it back twice frees only one", () => {
    const slots = createDownloadSlots(LIMITS);
    const a1 = slots.take("a")!;
    slots.take("a");
    a1.release();
    a1.release();
    expect(slots.load()).toBe(1);
    expect(slots.take("a")).not.toBeNull();
    expect(slots.take("a")).toBeNull();
  });
});

function source(chunks: string[], failAfter?: number) {
  let sent = 0;
  let cancelled = false;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (failAfter !== undefined && sent === failAfter) return controller.error(new Error("page failed"));
      const chunk = chunks[sent++];
      if (chunk === undefined) return controller.close();
      controller.enqueue(new TextEncoder().encode(chunk));
    },
    cancel() {
      cancelled = true;
    },
  });
  return { stream, wasCancelled: () => cancelled };
}

describe("releasingWhenDone", () => {
  test("passes every chunk through and calls done once, at the end, not before", async () => {
    let done = 0;
    const { stream } = source(["a,b\n", "1,2\n", "3,4\n"]);
    const reader = releasingWhenDone(stream, () => done++).getReader();
    const read: string[] = [];
    for (;;) {
      const next = await reader.read();
      if (next.done) break;
      read.push(new TextDecoder().decode(next.value));
      if (read.length < 3) expect(done).toBe(0);
    }
    expect(read.join("")).toBe("a,b\n1,2\n3,4\n");
    expect(done).toBe(1);
  });

  test("a reader that goes away cancels the source and calls done", async () => {
    let done = 0;
    const { stream, wasCancelled } = source(["a\n", "b\n", "c\n"]);
    const reader = releasingWhenDone(stream, () => done++).getReader();
    await reader.read();
    await reader.cancel("client left");
    expect(done).toBe(1);
    expect(wasCancelled()).toBe(true);
  });

  test("a source that fails fails the stream and calls done", async () => {
    let done = 0;
    const { stream } = source(["a\n", "b\n"], 1);
    const reader = releasingWhenDone(stream, () => done++).getReader();
    await reader.read();
    await expect(reader.read()).rejects.toThrow("page failed");
    expect(done).toBe(1);
  });
});
