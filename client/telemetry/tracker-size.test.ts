import { expect, test } from "bun:test";
import { trackerSize } from "./bundle-size";

test("the core tracker is at most 3 KB gzip; web vitals are a chunk of their own", async () => {
  const { core, vitals } = await trackerSize();
  console.log(`tracker (core): ${core.minified} bytes minified, ${core.gzip} bytes gzip`);
  console.log(`vitals chunk (after load): ${vitals.minified} bytes minified, ${vitals.gzip} bytes gzip`);
  expect(core.gzip).toBeLessThanOrEqual(3 * 1024);
});
