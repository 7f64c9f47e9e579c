import { describe, expect, test } from "bun:test";
import { imageTypeOf, ProviderError, withTimeout } from "./provider";

describe("withTimeout", () => {
  test("answers what the task answers in time", async () => {
    expect(await withTimeout(1000, async () => "done")).toBe("done");
  });

  test("rejects at the deadline even when the task ignores its signal, and aborts the signal", async () => {
    let seen: AbortSignal | undefined;
    const started = performance.now();
    const result = withTimeout(100, (signal) => {
      seen = signal;
      return new Promise(() => {});
    });
    await expect(result).rejects.toBeInstanceOf(ProviderError);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(seen?.aborted).toBe(true);
  });
});

test("imageTypeOf knows PNG, JPEG and WebP by their signatures, and nothing else", () => {
  const bytes = (...b: number[]) => Uint8Array.from([...b, ...new Array(16).fill(0)]);
  expect(imageTypeOf(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe("image/png");
  expect(imageTypeOf(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe("image/jpeg");
  expect(imageTypeOf(Uint8Array.from([..."RIFF\0\0\0\0WEBPVP8 "].map((c) => c.charCodeAt(0))))).toBe("image/webp");
  expect(imageTypeOf(new TextEncoder().encode("<html>not an image</html>"))).toBeNull();
});
