/**
 * A small user-agent reader: device type, browser and OS families, and whether it is a bot. Enough
 * for the dashboard's breakdowns; exact versions are not needed.
 */
export interface ParsedAgent {
  deviceType: "mobile" | "tablet" | "desktop";
  browser: string;
  os: string;
  bot: boolean;
}

const BOT =
  /bot\b|crawl|spider|slurp|bingpreview|facebookexternalhit|embedly|quora link preview|headlesschrome|lighthouse|pagespeed|gtmetrix|curl\/|wget\/|python-requests|python-urllib|go-http-client|java\/|okhttp|axios\/|node-fetch|postman|phantomjs|uptime|monitor/i;

export function parseUserAgent(ua: string): ParsedAgent {
  const browser = /Edg\//.test(ua)
    ? "Edge"
    : /OPR\/|Opera/.test(ua)
      ? "Opera"
      : /SamsungBrowser/.test(ua)
        ? "Samsung Internet"
        : /Firefox\/|FxiOS/.test(ua)
          ? "Firefox"
          : /Chrome\/|CriOS/.test(ua)
            ? "Chrome"
            : /Safari\//.test(ua)
              ? "Safari"
              : "Other";
  const os = /Windows/.test(ua)
    ? "Windows"
    : /iPhone|iPad|iPod/.test(ua)
      ? "iOS"
      : /Android/.test(ua)
        ? "Android"
        : /Mac OS X|Macintosh/.test(ua)
          ? "macOS"
          : /CrOS/.test(ua)
            ? "ChromeOS"
            : /Linux/.test(ua)
              ? "Linux"
              : "Other";
  const deviceType = /iPad|Tablet|Android(?!.*Mobile)/.test(ua)
    ? "tablet"
    : /Mobi|iPhone|iPod|Android/.test(ua)
      ? "mobile"
      : "desktop";
  return { deviceType, browser, os, bot: BOT.test(ua) || ua.trim() === "" };
}

/** Visitors share a few hundred user agents: remember the last ones read (bounded). */
const cache = new Map<string, ParsedAgent>();
const CACHE_SIZE = 1000;
export function parseUserAgentCached(ua: string): ParsedAgent {
  const hit = cache.get(ua);
  if (hit) return hit;
  const parsed = parseUserAgent(ua);
  if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  cache.set(ua, parsed);
  return parsed;
}
