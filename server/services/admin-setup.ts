import type { Database } from "../db/client";
import { countAdmins, lockAdminClaims, recordSecurityEvent, setAdmin } from "../db/queries/users";
import { forbidden } from "./errors";

export const ADMIN_EXISTS_MESSAGE = "An admin already exists. Ask them to grant you access.";

/**
 * Makes the caller an admin only while the site has none. The check and the update run in one
 * transaction under an advisory lock, so of any number of parallel claims exactly one wins.
 */
export async function claimFirstAdmin(db: Database, userId: string, ip: string): Promise<{ isAdmin: true }> {
  const won = await db.transaction(async (tx) => {
    await lockAdminClaims(tx);
    if ((await countAdmins(tx)) > 0) return false;
    await setAdmin(tx, userId);
    return true;
  });
  if (!won) {
    await recordSecurityEvent(db, "admin_claim_refused", { userId }, ip);
    throw forbidden(ADMIN_EXISTS_MESSAGE);
  }
  return { isAdmin: true };
}
