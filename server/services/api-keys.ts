import { createHash, randomBytes } from "node:crypto";
import { and, desc, eq, isNull } from "drizzle-orm";
import { apiKey, user } from "../../drizzle/schema";
import type { Database } from "../db/client";

/**
 * API keys for scripts. The key is shown once; only its SHA-256 is stored (a key is 32 random
 * bytes, so a fast hash is enough: there is nothing to brute-force).
 */
const PREFIX = "mk_";
const hashKey = (key: string) => createHash("sha256").update(key).digest("hex");

export async function createApiKey(db: Database, userId: string, name: string) {
  const key = `${PREFIX}${randomBytes(32).toString("base64url")}`;
  const id = crypto.randomUUID();
  await db.insert(apiKey).values({ id, name, prefix: key.slice(0, 10), keyHash: hashKey(key), userId });
  return { id, name, prefix: key.slice(0, 10), key };
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

/** The user a bearer key acts as, or null for an unknown or revoked key. */
export async function userForApiKey(db: Database, key: string) {
  if (!key.startsWith(PREFIX) || key.length > 100) return null;
  const rows = await db
    .select({ keyId: apiKey.id, id: user.id, email: user.email, name: user.name, isAdmin: user.isAdmin })
    .from(apiKey)
    .innerJoin(user, eq(apiKey.userId, user.id))
    .where(and(eq(apiKey.keyHash, hashKey(key)), isNull(apiKey.revokedAt)));
  const found = rows[0];
  if (!found) return null;
  await db.update(apiKey).set({ lastUsedAt: new Date() }).where(eq(apiKey.id, found.keyId));
  return { id: found.id, email: found.email, name: found.name, isAdmin: found.isAdmin };
}
