/**
 * The channel a session came through, by rules in this one file (read from Plausible's and GA4's
 * default channel groupings, kept short): campaign parameters first (a tagged link says what it
 * is), then the referrer's host. A session without a referrer or parameters is Direct.
 */
export const CHANNELS = ["Direct", "Organic Search", "Paid", "Social", "Email", "Referral", "AI assistants"] as const;
export type Channel = (typeof CHANNELS)[number];

const PAID_MEDIUM = /^(cpc|ppc|cpm|cpv|cpa|paid|paid[-_ ]?(search|social|media)|display|banner|retargeting|ads?)$/i;
const EMAIL = /^(e[-_ ]?mail|newsletter|mailchimp|ecomail|smartemailing)$/i;
const SOCIAL_MEDIUM = /^(social|social[-_ ]?(network|media)|sm)$/i;

/** Hosts, matched on the registrable part and its subdomains ("l.facebook.com" is facebook.com). */
const AI_ASSISTANTS = [
  "chatgpt.com",
  "chat.openai.com",
  "perplexity.ai",
  "gemini.google.com",
  "copilot.microsoft.com",
  "claude.ai",
  "chat.mistral.ai",
  "you.com",
  "phind.com",
  "poe.com",
  "deepseek.com",
];
const SEARCH = [
  "google",
  "bing.com",
  "duckduckgo.com",
  "search.yahoo.com",
  "yahoo.com",
  "yandex",
  "baidu.com",
  "ecosia.org",
  "seznam.cz",
  "search.seznam.cz",
  "qwant.com",
  "search.brave.com",
  "startpage.com",
  "naver.com",
];
const SOCIAL = [
  "facebook.com",
  "fb.com",
  "instagram.com",
  "linkedin.com",
  "lnkd.in",
  "t.co",
  "twitter.com",
  "x.com",
  "youtube.com",
  "youtu.be",
  "tiktok.com",
  "reddit.com",
  "pinterest.com",
  "threads.net",
  "bsky.app",
  "mastodon.social",
  "whatsapp.com",
  "t.me",
  "telegram.org",
  "discord.com",
];

/**
 * Whether `host` is one of `names`: an exact host or a subdomain of it; a bare word ("google",
 * "yandex") matches that label followed by any public suffix (google.cz, www.google.co.uk).
 */
function hostIn(host: string, names: string[]): boolean {
  const h = host.toLowerCase().replace(/^www\./, "");
  return names.some((name) =>
    name.includes(".") ? h === name || h.endsWith(`.${name}`) : new RegExp(`(^|\\.)${name}\\.[a-z.]{2,12}$`).test(h),
  );
}

export interface SourceFacts {
  /** The external referrer's host (never this site's own), if any. */
  referrerHost: string | null;
  utmSource: string | null;
  utmMedium: string | null;
}

export function channelOf({ referrerHost, utmSource, utmMedium }: SourceFacts): Channel {
  const medium = utmMedium?.trim() ?? "";
  const source = utmSource?.trim() ?? "";
  if (PAID_MEDIUM.test(medium)) return "Paid";
  if (EMAIL.test(medium) || EMAIL.test(source)) return "Email";
  // A tagged source names a site as a referrer host would ("linkedin", "chatgpt.com").
  const hosts = [referrerHost, source && (source.includes(".") ? source : `${source}.com`)].filter((h): h is string =>
    Boolean(h),
  );
  if (hosts.some((h) => hostIn(h, AI_ASSISTANTS))) return "AI assistants";
  if (SOCIAL_MEDIUM.test(medium) || hosts.some((h) => hostIn(h, SOCIAL))) return "Social";
  if (/^organic$/i.test(medium) || hosts.some((h) => hostIn(h, SEARCH))) return "Organic Search";
  if (hosts.length) return "Referral";
  return "Direct";
}

/** The host of an external referrer URL; null for none, a malformed one, or one of `ownHosts`. */
export function externalHost(referrer: string | undefined | null, ownHosts: ReadonlySet<string>): string | null {
  if (!referrer) return null;
  try {
    const url = new URL(referrer);
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    const host = url.hostname.toLowerCase();
    return ownHosts.has(host) ? null : host;
  } catch {
    return null;
  }
}
