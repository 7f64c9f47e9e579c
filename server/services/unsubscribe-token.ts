import { createHmac, hkdfSync, timingSafeEqual } from "node:crypto";
import { UNSUBSCRIBE_TOKEN_PATTERN } from "../../shared/schemas/contact";

/**
 * One-click unsubscribe links for waitlist mail, without a column: the token is an HMAC-SHA256 of
 * the normalised address, so only the server can make one, and a link works for exactly the
 * address it names. The key is derived from the auth secret with its own label (HKDF), so the
 * secret itself never signs anything but sessions, and a leaked unsubscribe key signs nothing else.
 * Rotating AUTH_SECRET invalidates the links in mails already sent (the address can still reply).
 */
/**
 * Waitlist e-mails are stored trimmed and lower-cased, so "Ada@X.cz " and "ada@x.cz" are one entry
 * and have one token.
 */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

const KEY_LABEL = "merchovna/waitlist-unsubscribe/v1";

export function deriveUnsubscribeKey(authSecret: string): Buffer {
  return Buffer.from(hkdfSync("sha256", authSecret, "", KEY_LABEL, 32));
}

export function unsubscribeToken(key: Buffer, email: string): string {
  return createHmac("sha256", key).update(normaliseEmail(email)).digest("base64url");
}

/** True when `token` is the address's token; compared in constant time. */
export function verifyUnsubscribeToken(key: Buffer, email: string, token: string): boolean {
  if (!UNSUBSCRIBE_TOKEN_PATTERN.test(token)) return false;
  const expected = Buffer.from(unsubscribeToken(key, email));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The link a waitlist mail carries (List-Unsubscribe and the visible link). */
export function unsubscribeUrl(origin: string, key: Buffer, email: string): string {
  const params = new URLSearchParams({ e: normaliseEmail(email), t: unsubscribeToken(key, email) });
  return `${origin}/api/waitlist/unsubscribe?${params}`;
}
