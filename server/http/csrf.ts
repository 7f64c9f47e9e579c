import type { MiddlewareHandler } from "hono";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Cross-site request forgery guard for every state-changing request. A browser always sends
 * Origin (or Sec-Fetch-Site) on a cross-site POST, so a request that names a foreign origin is
 * refused. Scripts without those headers are not browsers and carry no ambient cookies of a
 * victim, so they pass (they still need a session or API key for anything privileged).
 * tRPC mutations must be JSON, which a plain HTML form cannot send.
 */
export function csrfGuard(trustedOrigins: string[]): MiddlewareHandler {
  const trusted = new Set(trustedOrigins.map((o) => new URL(o).origin));
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header("origin");
    const fetchSite = c.req.header("sec-fetch-site");
    const requestOrigin = new URL(c.req.url).origin;
    const originOk = !origin || origin === requestOrigin || trusted.has(origin);
    const siteOk =
      !fetchSite ||
      fetchSite === "same-origin" ||
      fetchSite === "none" ||
      (origin !== undefined && trusted.has(origin));
    if (!originOk || !siteOk) {
      return c.json({ error: { code: "FORBIDDEN", message: "Cross-site request refused" } }, 403);
    }
    if (c.req.path.startsWith("/trpc/")) {
      const type = c.req.header("content-type") ?? "";
      if (!type.toLowerCase().startsWith("application/json")) {
        return c.json(
          { error: { code: "UNSUPPORTED_MEDIA_TYPE", message: "Send JSON (Content-Type: application/json)" } },
          415,
        );
      }
    }
    return next();
  };
}
