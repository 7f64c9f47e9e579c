import { loginAttempts } from "../../../drizzle/schema";
import type { Database } from "../client";

export async function recordLoginAttempt(
  db: Database,
  attempt: { ip: string; email: string; success: boolean; limited?: boolean; userAgent: string },
): Promise<void> {
  await db.insert(loginAttempts).values({ ...attempt, userAgent: attempt.userAgent.slice(0, 512) });
}
