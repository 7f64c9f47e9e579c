import type { Context as HonoContext } from "hono";
import type { AppEnv } from "../http/env";
import type { Runtime } from "../runtime";

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  isAdmin: boolean;
}

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

export async function createContext(rt: Runtime, c: HonoContext<AppEnv>, resHeaders: Headers): Promise<TrpcContext> {
  const session = await rt.auth.api.getSession({ headers: c.req.raw.headers }).catch(() => null);
  const u = session?.user as { id: string; email: string; name: string; isAdmin?: boolean } | undefined;
  return {
    rt,
    user: u ? { id: u.id, email: u.email, name: u.name, isAdmin: u.isAdmin === true } : null,
    ip: c.get("ip"),
    userAgent: c.req.header("user-agent") ?? "",
    reqId: c.get("reqId"),
    log: c.get("log"),
    headers: c.req.raw.headers,
    resHeaders,
  };
}
