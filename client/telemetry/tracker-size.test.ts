import { expect, test } from "bun:test";
import { join } from "node:path";
import { gzipSync } from "bun";

test("the tracker is at most 3 KB gzip", async () => {
  const out = await Bun.build({ entrypoints: [join(import.meta.dir, "tracker.ts")], minify: true, target: "browser" });
  expect(out.success).toBe(true);
  const code = await out.outputs[0]!.text();
  const gzip = gzipSync(new TextEncoder().encode(code)).byteLength;
  console.log(`tracker: ${code.length} bytes minified, ${gzip} bytes gzip`);
  expect(gzip).toBeLessThanOrEqual(3 * 1024);
});
