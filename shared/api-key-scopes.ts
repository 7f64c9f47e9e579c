/**
 * What an API key may do (decision 0015). A key holds one or more scopes, chosen when it is
 * created; every admin procedure and admin route names the one scope it needs. A browser session
 * of an admin has every scope. Managing keys, invitations and accounts needs a session whatever
 * the scopes (decision 0013).
 */
export const API_KEY_SCOPES = ["analytics:read", "leads:read", "admin"] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** What a new key gets when the form or the script names no scope: the least. */
export const DEFAULT_API_KEY_SCOPES: readonly ApiKeyScope[] = ["analytics:read"];

/** `admin` covers everything an admin procedure does, the read scopes included. */
export function scopesAllow(scopes: readonly ApiKeyScope[], needed: ApiKeyScope): boolean {
  return scopes.includes(needed) || scopes.includes("admin");
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** A key may expire at most this far ahead (or never). */
export const API_KEY_MAX_LIFETIME_MS = 2 * 365 * DAY_MS;
/** The expiry choices of the admin form, in days (null: never). */
export const API_KEY_EXPIRY_CHOICES = [null, 30, 90, 365] as const;
export type ApiKeyExpiryChoice = (typeof API_KEY_EXPIRY_CHOICES)[number];

/** The expiry date a choice of the form stands for, from `now`. */
export function expiryFor(choice: ApiKeyExpiryChoice, now = Date.now()): string | null {
  return choice === null ? null : new Date(now + choice * DAY_MS).toISOString();
}
