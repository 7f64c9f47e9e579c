import { isIP } from "node:net";
import type { Context } from "hono";
import { getConnInfo } from "hono/bun";

/**
 * The client's IP: the socket address, or — only when TRUST_PROXY_HOPS says how many of our own
 * proxies stand in front — the X-Forwarded-For entry that the outermost of them appended. Entries
 * further left are written by the client and could be forged, so they are never used.
 */
export function clientIp(c: Context, trustProxyHops: number): string {
  let socketIp = "unknown";
  try {
    socketIp = getConnInfo(c).remote.address ?? "unknown";
  } catch {
    // No socket (the app called directly, as in some tests).
  }
  if (trustProxyHops <= 0) return socketIp;
  const chain = (c.req.header("x-forwarded-for") ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  // Our proxy writes an address (some add a port). Anything else (TRUST_PROXY_HOPS larger than the
  // real number of proxies, or a proxy passing on what the client wrote) is not used: it would be a
  // rate-limit key, and a few KB of it cannot even be indexed (the request failed with 500).
  return addressOf(chain[chain.length - trustProxyHops] ?? "") ?? socketIp;
}

/** The IP address in `1.2.3.4`, `1.2.3.4:80`, `2001:db8::1` or `[2001:db8::1]:80`; null for anything else. */
function addressOf(entry: string): string | null {
  if (isIP(entry)) return entry;
  const m = /^\[([^\]]+)\]:\d{1,5}$|^([^:]+):\d{1,5}$/.exec(entry);
  const ip = m?.[1] ?? m?.[2];
  return ip && isIP(ip) ? ip : null;
}
