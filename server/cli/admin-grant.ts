/**
 * `bun run admin:grant <email>`: makes an existing account an admin, for operators of a site that
 * already has one (the in-app first-admin setup only works while there is none).
 */
import { parseConfig } from "../config";
import { openDatabase } from "../db/client";
import { findUserByEmail, recordSecurityEvent, setAdmin } from "../db/queries/users";

const email = process.argv[2];
if (!email) {
  console.error("Usage: bun run admin:grant <email>");
  process.exit(2);
}
const config = parseConfig();
const handle = await openDatabase(
  config.database.url ? { url: config.database.url } : { pgliteDir: config.database.pgliteDir },
);
try {
  await handle.migrate();
  const user = await findUserByEmail(handle.db, email);
  if (!user) {
    console.error(`No account with the e-mail ${email}. Sign up first.`);
    process.exitCode = 1;
  } else {
    await setAdmin(handle.db, user.id);
    await recordSecurityEvent(handle.db, "admin_granted", { userId: user.id, via: "cli" });
    console.log(`${user.email} is now an admin.`);
  }
} finally {
  await handle.close();
}
