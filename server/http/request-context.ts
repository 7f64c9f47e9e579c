import type { MiddlewareHandler } from "hono";
import type { Logger } from "../logger";
import { clientIp } from "./client-ip";
import type { AppEnv } from "./env";
import { loggedPath } from "./log-path";

const REQUEST_ID = /^[A-Za-z0-9-]{8,64}$/;

/** Gives each request an id, its client IP and a child logger, and logs one line when it ends. */
export function requestContext(log: Logger, trustProxyHops: number): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const incoming = c.req.header("x-request-id");
    const reqId = incoming && REQUEST_ID.test(incoming) ? incoming : crypto.randomUUID();
    const ip = clientIp(c, trustProxyHops);
    const reqLog = log.child({ reqId });
    c.set("reqId", reqId);
    c.set("ip", ip);
    c.set("log", reqLog);
    const started = performance.now();
    await next();
    c.res.headers.set("X-Request-Id", reqId);
    const status = c.res.status;
    // Without the client's address: the line is written for every request, page visits and analytics
    // beacons included, and the privacy page says visits keep no IP address. The lines that record a
    // refusal (rate limits, refused admin routes and keys) carry it, for security (decision 0018).
    const fields = {
      method: c.req.method,
      path: loggedPath(c.req.path),
      status,
      ms: Math.round(performance.now() - started),
    };
    if (status >= 500) reqLog.error("request", fields);
    else if (c.req.path !== "/healthz") reqLog.info("request", fields);
  };
}
