/**
 * `bun run auth:unlock <email>`: lifts every sign-in lock on an account (its pairs with any IP, its
 * ceiling over all IPs, its devices' counts), for an owner locked out while someone guesses at it.
 * The attempts stay in login_attempts; only the counters are cleared.
 */
import { parseConfig } from "../config";
import { openDatabase } from "../db/client";
import { recordSecurityEvent } from "../db/queries/users";
import { liftAccountLock, normaliseLoginEmail } from "../services/login-limiter";

const email = process.argv[2];
if (!email) {
  console.error("Usage: bun run auth:unlock <email>");
  process.exit(2);
}
const config = parseConfig();
const handle = await openDatabase(
  config.database.url ? { url: config.database.url } : { pgliteDir: config.database.pgliteDir },
);
try {
  await handle.migrate();
  const cleared = await liftAccountLock(handle.db, email);
  await recordSecurityEvent(handle.db, "sign_in_lock_lifted", { email: normaliseLoginEmail(email), via: "cli" });
  console.log(
    cleared
      ? `Sign-in locks on ${normaliseLoginEmail(email)} lifted (${cleared} counters cleared).`
      : `No sign-in lock on ${normaliseLoginEmail(email)}; nothing to lift.`,
  );
} finally {
  await handle.close();
}
