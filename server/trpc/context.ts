import { TRPCError } from "@trpc/server";
import type { Context as HonoContext } from "hono";
import { type ApiKeyScope, scopesAllow } from "../../shared/api-key-scopes";
import { classifyDatabaseFailure, UNAVAILABLE_MESSAGE } from "../db/errors";
import type { AppEnv } from "../http/env";
import type { Runtime } from "../runtime";
import { userForApiKey } from "../services/api-keys";

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  isAdmin: boolean;
  /** How the caller proved who they are: a browser session, or a script's API key. */
  via: "session" | "apiKey";
  /** For an API key: the key's id and what it may do. A session has every scope (null here). */
  apiKey: { id: string; scopes: readonly ApiKeyScope[] } | null;
}

/** Whether the caller may do what `scope` covers: a session always, a key if it holds the scope (or `admin`). */
export function callerHasScope(caller: SessionUser, scope: ApiKeyScope): boolean {
  return caller.apiKey === null || scopesAllow(caller.apiKey.scopes, scope);
}

/** The 403 message for a key without the scope a procedure or route needs. */
export const missingScopeMessage = (scope: ApiKeyScope) => `This API key lacks the scope ${scope}`;

/** What every procedure receives: the runtime, who is calling, and from where. */
export interface TrpcContext {
  rt: Runtime;
  user: SessionUser | null;
  ip: string;
  userAgent: string;
  reqId: string;
  log: AppEnv["Variables"]["log"];
  headers: Headers;
  resHeaders: Headers;
}

/** The API key a script sent (Authorization: Bearer mk_...), if any. */
export const bearerToken = (headers: Headers) => /^Bearer\s+(\S+)$/i.exec(headers.get("authorization") ?? "")?.[1];

/** Who is calling: a script's API key (Authorization: Bearer mk_...), or the browser's session cookie. */
export async function resolveUser(rt: Runtime, headers: Headers): Promise<SessionUser | null> {
  const bearer = bearerToken(headers);
  if (bearer) {
    const keyUser = await userForApiKey(rt.database.db, bearer);
    if (!keyUser) return null;
    const { keyId, scopes, ...who } = keyUser;
    return { ...who, via: "apiKey", apiKey: { id: keyId, scopes } };
  }
  const session = await rt.auth.api.getSession({ headers }).catch(() => null);
  const u = session?.user as { id: string; email: string; name: string; isAdmin?: boolean } | undefined;
  return u
    ? { id: u.id, email: u.email, name: u.name, isAdmin: u.isAdmin === true, via: "session", apiKey: null }
    : null;
}

/** resolveUser for procedures: an unreachable database is a 503 here too (this runs before any procedure). */
async function callerOf(rt: Runtime, headers: Headers): Promise<SessionUser | null> {
  try {
    return await resolveUser(rt, headers);
  } catch (error) {
    if (classifyDatabaseFailure(error) !== "unavailable") throw error;
    throw new TRPCError({ code: "SERVICE_UNAVAILABLE", message: UNAVAILABLE_MESSAGE, cause: error });
  }
}

export async function createContext(rt: Runtime, c: HonoContext<AppEnv>, resHeaders: Headers): Promise<TrpcContext> {
  return {
    rt,
    user: await callerOf(rt, c.req.raw.headers),
    ip: c.get("ip"),
    userAgent: c.req.header("user-agent") ?? "",
    reqId: c.get("reqId"),
    log: c.get("log"),
    headers: c.req.raw.headers,
    resHeaders,
  };
}
