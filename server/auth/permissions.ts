import type { ApiKeyScope } from "../../shared/api-key-scopes";
import { bearerToken, callerHasScope, missingScopeMessage, type SessionUser } from "../trpc/context";

/** Why a caller may not use an admin procedure or route: the status, its code and the message shown. */
export interface Refusal {
  status: 401 | 403;
  code: "UNAUTHORIZED" | "FORBIDDEN";
  message: string;
  /** What to log (a signed-out caller is not worth a line). */
  reason: "signed_out" | "not_admin" | "scope_missing";
}

export const SIGN_IN_MESSAGE = "Please sign in first.";
/** A key that is unknown, revoked or expired: one answer for all three (which it is stays secret). */
export const INVALID_KEY_MESSAGE = "This API key is not valid: it is unknown, revoked or expired.";

/** The 401's message: a script that sent a key is told the key is refused, not to sign in. */
export const signInMessage = (headers: Headers) => (bearerToken(headers) ? INVALID_KEY_MESSAGE : SIGN_IN_MESSAGE);
export const ADMIN_REQUIRED_MESSAGE = "Admin rights are required.";

/**
 * The one rule for admin work, used by the tRPC guards (server/trpc/init.ts) and the plain admin
 * routes (server/http/admin-routes.ts): signed in, an admin, and for an API key the scope the work
 * needs (decision 0015). Null when the caller may go on.
 */
export function adminRefusal(user: SessionUser | null, scope: ApiKeyScope, headers: Headers): Refusal | null {
  if (!user) return { status: 401, code: "UNAUTHORIZED", message: signInMessage(headers), reason: "signed_out" };
  if (!user.isAdmin) return { status: 403, code: "FORBIDDEN", message: ADMIN_REQUIRED_MESSAGE, reason: "not_admin" };
  if (!callerHasScope(user, scope)) {
    return { status: 403, code: "FORBIDDEN", message: missingScopeMessage(scope), reason: "scope_missing" };
  }
  return null;
}
