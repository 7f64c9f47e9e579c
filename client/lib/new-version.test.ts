import { describe, expect, test } from "bun:test";
import { claimReload, isChunkLoadError, RELOAD_GUARD_MS } from "./new-version";

function memoryStorage() {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) };
}

describe("a chunk of an older version failing to load", () => {
  test("is told apart by each engine's message, as an Error or a string", () => {
    for (const message of [
      "Failed to fetch dynamically imported module: https://merchovna.cz/assets/ContactForm-abc123.js",
      "error loading dynamically imported module: https://merchovna.cz/assets/api-provider-x.js",
      "Importing a module script failed.",
      "Unable to preload CSS for /assets/analytics-1.css",
    ]) {
      expect(isChunkLoadError(new TypeError(message))).toBe(true);
      expect(isChunkLoadError(message)).toBe(true);
    }
  });

  test("other errors are not it", () => {
    for (const error of [
      new Error("Cannot read properties of undefined"),
      new TypeError("Failed to fetch"),
      null,
      42,
    ]) {
      expect(isChunkLoadError(error)).toBe(false);
    }
  });

  test("reloads once; a second failure within the guard shows the error page; later it may reload again", () => {
    const storage = memoryStorage();
    const t = 1_800_000_000_000;
    expect(claimReload(storage, t)).toBe(true);
    expect(claimReload(storage, t + 1_000)).toBe(false);
    expect(claimReload(storage, t + RELOAD_GUARD_MS - 1)).toBe(false);
    expect(claimReload(storage, t + RELOAD_GUARD_MS)).toBe(true);
  });

  test("without storage, or when it throws, never reloads (a loop could not be stopped)", () => {
    expect(claimReload(undefined)).toBe(false);
    const throwing = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {},
    };
    expect(claimReload(throwing)).toBe(false);
  });
});
