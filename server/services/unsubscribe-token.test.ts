import { describe, expect, test } from "bun:test";
import { deriveUnsubscribeKey, unsubscribeToken, unsubscribeUrl, verifyUnsubscribeToken } from "./unsubscribe-token";

const key = deriveUnsubscribeKey("a-test-secret-of-at-least-32-characters!!");

describe("waitlist unsubscribe token", () => {
  test("is a 43-character base64url MAC, the same for every spelling of one address", () => {
    const token = unsubscribeToken(key, "ada@example.com");
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(unsubscribeToken(key, " Ada@Example.COM ")).toBe(token);
    expect(verifyUnsubscribeToken(key, "ADA@example.com", token)).toBe(true);
  });

  test("does not verify for another address, another key, or a changed token", () => {
    const token = unsubscribeToken(key, "ada@example.com");
    expect(verifyUnsubscribeToken(key, "bob@example.com", token)).toBe(false);
    expect(
      verifyUnsubscribeToken(
        deriveUnsubscribeKey("another-secret-of-at-least-32-characters"),
        "ada@example.com",
        token,
      ),
    ).toBe(false);
    const flipped = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    expect(verifyUnsubscribeToken(key, "ada@example.com", flipped)).toBe(false);
    for (const bad of ["", "x", token.slice(0, 42), `${token}A`, `${token.slice(0, 42)}=`, token.replace(/./, "+")]) {
      expect(verifyUnsubscribeToken(key, "ada@example.com", bad)).toBe(false);
    }
  });

  test("the key is derived with its own label, not the secret itself", () => {
    const secret = "a-test-secret-of-at-least-32-characters!!";
    expect(key.equals(Buffer.from(secret))).toBe(false);
    expect(key).toHaveLength(32);
    expect(deriveUnsubscribeKey(secret).equals(key)).toBe(true);
  });

  test("the link names the normalised address and its token", () => {
    const url = new URL(unsubscribeUrl("https://merchovna.cz", key, " Ada+x@Example.com"));
    expect(url.origin + url.pathname).toBe("https://merchovna.cz/api/waitlist/unsubscribe");
    expect(url.searchParams.get("e")).toBe("ada+x@example.com");
    expect(verifyUnsubscribeToken(key, "ada+x@example.com", url.searchParams.get("t")!)).toBe(true);
  });
});
