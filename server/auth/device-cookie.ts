import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { parse } from "hono/utils/cookie";

/**
 * The "known device" cookie: set on a successful sign-in, it says "this browser signed in to this
 * account before". It is an id and an HMAC of (id, account) under the auth secret, so it cannot be
 * made up or moved to another account; it grants nothing by itself. The sign-in limiter lets a
 * known device past the account's ceiling (counting its own attempts instead), so the owner's
 * browser still gets in while guesses from elsewhere have locked the account (decision 0012).
 */
export const DEVICE_COOKIE = "merch_device";
const MAX_AGE_SECONDS = 180 * 24 * 60 * 60;
const ID = /^[A-Za-z0-9_-]{22}$/;

function signature(secret: string, deviceId: string, email: string): Buffer {
  return createHmac("sha256", secret).update(`known-device\n${deviceId}\n${email}`).digest();
}

/** The device id of a valid cookie for this (normalised) e-mail, else undefined. */
export function knownDevice(
  cookieHeader: string | null | undefined,
  email: string,
  secret: string,
): string | undefined {
  const value = cookieHeader ? parse(cookieHeader, DEVICE_COOKIE)[DEVICE_COOKIE] : undefined;
  const [deviceId, sig] = (value ?? "").split(".");
  if (!deviceId || !sig || !ID.test(deviceId)) return undefined;
  const expected = signature(secret, deviceId, email);
  const given = Buffer.from(sig, "base64url");
  return given.length === expected.length && timingSafeEqual(given, expected) ? deviceId : undefined;
}

/** A Set-Cookie value for this device (a new id when it had none for this account). */
export function deviceCookie(deviceId: string | undefined, email: string, secret: string, secure: boolean): string {
  const id = deviceId ?? randomBytes(16).toString("base64url");
  const value = `${id}.${signature(secret, id, email).toString("base64url")}`;
  return `${DEVICE_COOKIE}=${value}; Max-Age=${MAX_AGE_SECONDS}; Path=/; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}
