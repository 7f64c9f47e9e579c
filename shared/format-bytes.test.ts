import { expect, test } from "bun:test";
import { formatBytes } from "./format-bytes";
import { CONTACT_MAX_FILE_BYTES } from "./limits";

test("file sizes: bytes under a kilobyte, one decimal above, binary units like the limit", () => {
  expect(formatBytes(0, "en")).toBe("0 B");
  expect(formatBytes(50, "en")).toBe("50 B");
  expect(formatBytes(1023, "en")).toBe("1023 B");
  expect(formatBytes(1024, "en")).toBe("1.0 KB");
  expect(formatBytes(12_800, "en")).toBe("12.5 KB");
  expect(formatBytes(12_800, "cs")).toBe("12,5 KB");
  expect(formatBytes(1_500_000, "en")).toBe("1.4 MB");
  expect(formatBytes(CONTACT_MAX_FILE_BYTES, "en")).toBe("10.0 MB");
  expect(formatBytes(CONTACT_MAX_FILE_BYTES, "cs")).toBe("10,0 MB");
});
