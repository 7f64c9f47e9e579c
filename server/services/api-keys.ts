import { createHash, randomBytes } from "node:crypto";
import { and, desc, eq, gt, isNull, or } from "drizzle-orm";
import { apiKey, user } from "../../drizzle/schema";
import { API_KEY_SCOPES, type ApiKeyScope } from "../../shared/api-key-scopes";
import type { Database } from "../db/client";

/**
 * API keys for scripts. The key is shown once; only its SHA-256 is stored (a key is 32 random
 * bytes, so a fast hash is enough: there is nothing to brute-force).
 */
const PREFIX = "mk_";
const hashKey = (key: string) => createHash("sha256").update(key).digest("hex");

/**
 * A new key with its scopes (validated by apiKeyCreateSchema; a repeated one is stored once, in
 * the canonical order) and its expiry (null: never).
 */
export async function createApiKey(
  db: Database,
  userId: string,
  input: { name: string; scopes: readonly ApiKeyScope[]; expiresAt?: string | null },
) {
  const key = `${PREFIX}${randomBytes(32).toString("base64url")}`;
  const id = crypto.randomUUID();
  const scopes = API_KEY_SCOPES.filter((s) => input.scopes.includes(s));
  if (scopes.length === 0) throw new Error("createApiKey: no scope");
  const expiresAt = input.expiresAt ? new Date(input.expiresAt) : null;
  const { name } = input;
  await db
    .insert(apiKey)
    .values({ id, name, prefix: key.slice(0, 10), keyHash: hashKey(key), userId, scopes, expiresAt });
  return { id, name, prefix: key.slice(0, 10), key, scopes, expiresAt };
}

export async function listApiKeys(db: Database) {
  return db
    .select({
      id: apiKey.id,
      name: apiKey.name,
      prefix: apiKey.prefix,
      createdAt: apiKey.createdAt,
      lastUsedAt: apiKey.lastUsedAt,
      revokedAt: apiKey.revokedAt,
      scopes: apiKey.scopes,
      expiresAt: apiKey.expiresAt,
    })
    .from(apiKey)
    .orderBy(desc(apiKey.createdAt));
}

export async function revokeApiKey(db: Database, id: string): Promise<boolean> {
  const rows = await db
    .update(apiKey)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiKey.id, id), isNull(apiKey.revokedAt)))
    .returning({ id: apiKey.id });
  return rows.length > 0;
}

/**
 * The user a bearer key acts as, with the key's id and scopes, or null for an unknown, revoked or
 * expired key (all three are refused alike: 401).
 */
export async function userForApiKey(db: Database, key: string) {
  if (!key.startsWith(PREFIX) || key.length > 100) return null;
  const now = new Date();
  const rows = await db
    .select({
      keyId: apiKey.id,
      scopes: apiKey.scopes,
      id: user.id,
      email: user.email,
      name: user.name,
      isAdmin: user.isAdmin,
    })
    .from(apiKey)
    .innerJoin(user, eq(apiKey.userId, user.id))
    .where(
      and(
        eq(apiKey.keyHash, hashKey(key)),
        isNull(apiKey.revokedAt),
        or(isNull(apiKey.expiresAt), gt(apiKey.expiresAt, now)),
      ),
    );
  const found = rows[0];
  if (!found) return null;
  await db.update(apiKey).set({ lastUsedAt: now }).where(eq(apiKey.id, found.keyId));
  // Only the known scopes count: a value written to the column by hand grants nothing.
  const scopes = API_KEY_SCOPES.filter((s) => found.scopes.includes(s));
  return { id: found.id, email: found.email, name: found.name, isAdmin: found.isAdmin, keyId: found.keyId, scopes };
}
