import { describe, expect, test } from "bun:test";
import { parseConfig } from "./config";
import { refusedOriginMessage, trustedOriginsFor } from "./trusted-origins";

describe("trusted origins", () => {
  test("with no PUBLIC_URL every loopback name of the port is trusted, localhost first", () => {
    expect(trustedOriginsFor({ publicUrl: undefined, port: 3000, extra: [], env: "production" })).toEqual({
      primary: "http://localhost:3000",
      list: ["http://localhost:3000", "http://127.0.0.1:3000", "http://[::1]:3000"],
    });
  });

  test("with PUBLIC_URL only it and the extra origins are trusted (no loopback aliases)", () => {
    const o = trustedOriginsFor({
      publicUrl: "https://merchovna.cz/",
      port: 3000,
      extra: ["https://www.merchovna.cz", "https://merchovna.cz"],
      env: "production",
    });
    expect(o).toEqual({ primary: "https://merchovna.cz", list: ["https://merchovna.cz", "https://www.merchovna.cz"] });
  });

  test("extra origins are normalised and kept beside the loopback aliases", () => {
    const o = trustedOriginsFor({
      publicUrl: undefined,
      port: 8080,
      extra: ["http://192.168.1.20:8080/"],
      env: "test",
    });
    expect(o.list).toEqual([
      "http://localhost:8080",
      "http://127.0.0.1:8080",
      "http://[::1]:8080",
      "http://192.168.1.20:8080",
    ]);
  });

  test("development adds Vite's dev server", () => {
    const o = trustedOriginsFor({ publicUrl: "http://localhost:3000", port: 3000, extra: [], env: "development" });
    expect(o.list).toEqual(["http://localhost:3000", "http://localhost:5173", "http://127.0.0.1:5173"]);
  });

  test("parseConfig builds the list once from PORT, PUBLIC_URL and TRUSTED_ORIGINS", () => {
    const none = parseConfig({ NODE_ENV: "production", PORT: "3100", DATA_DIR: "/tmp/x" });
    expect(none.origins.list).toEqual(["http://localhost:3100", "http://127.0.0.1:3100", "http://[::1]:3100"]);
    const set = parseConfig({
      NODE_ENV: "production",
      PUBLIC_URL: "https://shop.example",
      TRUSTED_ORIGINS: " https://admin.example ,",
      DATA_DIR: "/tmp/x",
    });
    expect(set.origins).toEqual({
      primary: "https://shop.example",
      list: ["https://shop.example", "https://admin.example"],
    });
  });

  test("a TRUSTED_ORIGINS entry that is not an http(s) origin stops start-up naming the variable", () => {
    for (const bad of ["not a url", "ftp://files.example"]) {
      expect(() => parseConfig({ TRUSTED_ORIGINS: bad, DATA_DIR: "/tmp/x" })).toThrow(
        /^Invalid setting TRUSTED_ORIGINS/,
      );
    }
  });

  test("the refusal says which origin and what to set", () => {
    expect(refusedOriginMessage("http://192.168.1.20:3000")).toBe(
      "Requests from http://192.168.1.20:3000 are refused: set PUBLIC_URL (or add it to TRUSTED_ORIGINS) to that origin",
    );
  });
});
