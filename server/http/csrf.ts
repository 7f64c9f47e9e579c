import type { MiddlewareHandler } from "hono";
import type { Logger } from "../logger";
import { refusedOriginMessage } from "../trusted-origins";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * The waitlist's one-click unsubscribe (RFC 8058): a mail provider POSTs it on the reader's behalf,
 * possibly from a webmail page on the provider's own origin, so its Origin is never ours. The HMAC
 * token in the URL is its authentication, not a cookie, so a forged cross-site request can do no
 * more than the link itself (remove the one address it was signed for): nothing for this guard to
 * protect. Exactly this path; every other /api route keeps the check.
 */
const ORIGIN_CHECK_EXEMPT = new Set(["/api/waitlist/unsubscribe"]);

/**
 * Cross-site request forgery guard for every state-changing request. A browser always sends
 * Origin (or Sec-Fetch-Site) on a cross-site POST, so a request that names a foreign origin is
 * refused. Scripts without those headers are not browsers and carry no ambient cookies of a
 * victim, so they pass (they still need a session or API key for anything privileged).
 * tRPC mutations must be JSON, which a plain HTML form cannot send.
 *
 * An Origin is checked against the same list better-auth trusts (trusted-origins.ts), not against
 * the Host the request came to: otherwise a form would work from an address where signing in
 * answers 403. A refused origin gets one line saying what to set, logged once per origin.
 */
export function csrfGuard(trustedOrigins: string[], log?: Logger): MiddlewareHandler {
  const trusted = new Set(trustedOrigins.map((o) => new URL(o).origin));
  const logged = new Set<string>();
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method) || ORIGIN_CHECK_EXEMPT.has(c.req.path)) return next();
    const origin = c.req.header("origin");
    const fetchSite = c.req.header("sec-fetch-site");
    const originOk = !origin || trusted.has(origin);
    const siteOk =
      !fetchSite ||
      fetchSite === "same-origin" ||
      fetchSite === "none" ||
      (origin !== undefined && trusted.has(origin));
    if (!originOk || !siteOk) {
      const readable = origin && origin !== "null" && URL.canParse(origin);
      const message = readable ? refusedOriginMessage(origin) : "Cross-site request refused";
      if (readable && log && !logged.has(origin) && logged.size < 100) {
        logged.add(origin);
        log.warn(message);
      }
      return c.json({ error: { code: "FORBIDDEN", message } }, 403);
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
