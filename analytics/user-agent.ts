import { isbot } from "isbot";
import UAParser from "ua-parser-js";

/**
 * The user-agent reader: device type, browser and OS families, and whether it is a bot. Enough for
 * the dashboard's breakdowns; exact versions are not needed. ua-parser-js reads the families, isbot
 * the bots (decision 0017); this file maps their names to the few stable labels the dashboard shows.
 * null is "we cannot tell": the dashboard shows it as "Other".
 */
export type DeviceType = "mobile" | "tablet" | "desktop";
export interface ParsedAgent {
  deviceType: DeviceType | null;
  browser: string | null;
  os: string | null;
  bot: boolean;
}

/**
 * ua-parser-js browser names (lower-cased: some are copied from the agent as written) to labels.
 * Variants of one browser share its label: Safari on an iPhone is "Mobile Safari" there, an Android
 * app's web view is "Chrome WebView", Edge on iOS (EdgiOS) and Android (EdgA) are "Edge". In-app
 * browsers keep their app's name, as the app is what the visitor came through. Any other name
 * (a long tail of regional and niche browsers) is null: "Other".
 */
const BROWSERS: Record<string, string> = {
  chrome: "Chrome",
  "chrome webview": "Chrome",
  "chrome headless": "Chrome",
  chromium: "Chromium",
  safari: "Safari",
  "mobile safari": "Safari",
  firefox: "Firefox",
  "firefox focus": "Firefox",
  edge: "Edge",
  "samsung internet": "Samsung Internet",
  opera: "Opera",
  "opera mobi": "Opera",
  "opera tablet": "Opera",
  "opera mini": "Opera",
  "opera touch": "Opera",
  "opera gx": "Opera",
  "opera coast": "Opera",
  yandex: "Yandex",
  vivaldi: "Vivaldi",
  brave: "Brave",
  duckduckgo: "DuckDuckGo",
  ucbrowser: "UC Browser",
  silk: "Silk",
  "huawei browser": "Huawei Browser",
  "miui browser": "MIUI Browser",
  "android browser": "Android Browser",
  ie: "Internet Explorer",
  facebook: "Facebook",
  instagram: "Instagram",
  linkedin: "LinkedIn",
  snapchat: "Snapchat",
  tiktok: "TikTok",
  wechat: "WeChat",
  twitter: "Twitter",
  gsa: "Google App",
};

/** ua-parser-js OS names (lower-cased) to labels; Linux distributions are all "Linux". */
const OSES: Record<string, string> = {
  windows: "Windows",
  "mac os": "macOS",
  ios: "iOS",
  android: "Android",
  "android-x86": "Android",
  "chromium os": "ChromeOS",
  harmonyos: "HarmonyOS",
  linux: "Linux",
};
const LINUX_DISTROS =
  /^(?:[kxl]?ubuntu|debian|suse|opensuse|gentoo|arch|slackware|fedora|mandriva|centos|pclinuxos|red ?hat|zenwalk|linpus|raspbian|deepin|manjaro|elementary os|sabayon|linspire|mint|mageia|vectorlinux)$/;
const DESKTOP_OSES = new Set(["Windows", "macOS", "Linux", "ChromeOS"]);

/** A header value a browser never sends: C0 control characters (a tab aside) and DEL. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000a-\u001f\u007f]/;

/** One parser, reused: setUA and the three getters are cheaper than a new parser per agent. */
const parser = new UAParser();

export function parseUserAgent(ua: string): ParsedAgent {
  if (typeof ua !== "string" || ua.trim() === "" || CONTROL.test(ua)) {
    // Nothing a browser sends (and an empty agent would make ua-parser-js read its own
    // environment's navigator instead): counted as a bot, as an empty agent always was.
    return { deviceType: null, browser: null, os: null, bot: true };
  }
  // ua-parser-js reads the first 500 characters only; isbot reads all (under 1 ms for 16 KB agents
  // of repeated fragments, measured when this was written), and parseUserAgentCached keeps no long ones.
  parser.setUA(ua);
  const browserName = parser.getBrowser().name;
  const osName = parser.getOS().name;
  const device = parser.getDevice().type;
  const browser = browserName === undefined ? null : (BROWSERS[browserName.toLowerCase()] ?? null);
  const os = osLabel(osName);
  return { deviceType: deviceTypeOf(device, os, ua), browser, os, bot: isbot(ua) };
}

function osLabel(name: string | undefined): string | null {
  if (name === undefined) return null;
  const key = name.toLowerCase();
  return OSES[key] ?? (LINUX_DISTROS.test(key) ? "Linux" : null);
}

/**
 * ua-parser-js names a device type only for phones, tablets and other non-PC devices; with none, a
 * desktop OS means a desktop.
 *
 * An iPad in its default "desktop website" mode (iPadOS 13 and later) sends the very agent of Safari
 * on a Mac ("Macintosh; Intel Mac OS X 10_15_7 ... Version/17.4 Safari/605.1.15"; some apps' web
 * views add "Mobile/15E148"): the agent alone cannot tell them apart, so the tracker sends whether
 * the page found a multi-touch screen and `withTouch` reads such a "Mac" as an iPad. A classic
 * "iPad; CPU OS ..." agent (other browsers, in-app views, older iPads) is a tablet.
 */
function deviceTypeOf(type: string | undefined, os: string | null, ua: string): DeviceType | null {
  if (type === "mobile" || type === "tablet") return type;
  if (type !== undefined) return null; // a smart TV, console, watch, headset or car: none of the three
  if (os !== null && DESKTOP_OSES.has(os)) return "desktop";
  // Android without a known model: Chrome's rule, "Mobile" in the agent for phones only.
  if (os === "Android" || os === "HarmonyOS") return /\bMobile\b/.test(ua) ? "mobile" : "tablet";
  if (os === "iOS") return /\biPad\b/.test(ua) ? "tablet" : "mobile";
  return null;
}

/** A Mac's agent from a page with a multi-touch screen is an iPad asking for desktop sites (no Mac has touch). */
export function withTouch(agent: ParsedAgent, touch: boolean | undefined): ParsedAgent {
  return touch && agent.os === "macOS" && agent.deviceType === "desktop"
    ? { ...agent, deviceType: "tablet", os: "iOS" }
    : agent;
}

/**
 * Visitors share a few hundred user agents: remember the last ones read (bounded). An agent longer
 * than any a browser sends is read but not kept, so odd requests cannot fill the memory.
 */
const cache = new Map<string, ParsedAgent>();
const CACHE_SIZE = 1000;
const CACHE_MAX_LENGTH = 1024;
export function parseUserAgentCached(ua: string): ParsedAgent {
  const hit = cache.get(ua);
  if (hit) return hit;
  const parsed = parseUserAgent(ua);
  if (ua.length > CACHE_MAX_LENGTH) return parsed;
  if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  cache.set(ua, parsed);
  return parsed;
}
