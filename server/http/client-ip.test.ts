import { describe, expect, test } from "bun:test";
import { Hono } from "hono";
import { clientIp } from "./client-ip";

async function ipFor(hops: number, xff?: string): Promise<string> {
  const app = new Hono();
  app.get("/", (c) => c.text(clientIp(c, hops)));
  const res = await app.request("/", { headers: xff ? { "x-forwarded-for": xff } : {} });
  return res.text();
}

describe("clientIp", () => {
  test("ignores X-Forwarded-For when no proxy is trusted", async () => {
    expect(await ipFor(0, "1.2.3.4")).toBe("unknown");
  });

  test("takes the entry our one trusted proxy appended, not what the client wrote", async () => {
    expect(await ipFor(1, "6.6.6.6, 203.0.113.9")).toBe("203.0.113.9");
  });

  test("with two trusted proxies takes the second entry from the right", async () => {
    expect(await ipFor(2, "6.6.6.6, 203.0.113.9, 10.0.0.2")).toBe("203.0.113.9");
  });

  test("an entry that is not an IP address is not used (the socket's address is)", async () => {
    expect(await ipFor(1, "2001:db8::7")).toBe("2001:db8::7");
    // A proxy that adds the client's port: the address without it.
    expect(await ipFor(1, "203.0.113.9:4711")).toBe("203.0.113.9");
    expect(await ipFor(1, "[2001:db8::7]:443")).toBe("2001:db8::7");
    for (const xff of ["not-an-ip", "x".repeat(7000), "6.6.6.6, 1.2.3.4.5", "1.2.3.4:x", "[x]:80", "<script>"]) {
      expect(await ipFor(1, xff)).toBe("unknown");
    }
    // Two hops configured behind one proxy: the entry the client wrote is not trusted blindly.
    expect(await ipFor(2, "évil, 203.0.113.9")).toBe("unknown");
  });
});
