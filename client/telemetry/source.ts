import type { SessionSource } from "../../shared/schemas/analytics";

/** The landing URL's parameters kept as a session's source (the schema's keys: utm_source → utmSource). */
const PARAMS = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content", "ref"];

/** The schema's key of a URL parameter: utm_source → utmSource. */
const keyOf = (param: string) => param.replace(/_./, (m) => m[1]!.toUpperCase()) as keyof SessionSource;

/** `s` cut to `max` UTF-16 units (the schema's measure), never leaving half of a surrogate pair. */
export function cap(s: string, max: number): string {
  const t = s.slice(0, max);
  const last = t.charCodeAt(t.length - 1);
  return last >= 0xd800 && last < 0xdc00 ? t.slice(0, -1) : t;
}

/**
 * Where a session came from (`sessionSourceSchema`): the landing URL's campaign parameters and the
 * landing page's referrer when it is another site's. Values are trimmed, empty ones left out, and
 * cut to the schema's limits (200, the referrer 2000), so a long parameter never gets a batch
 * refused. Never throws: a URL that does not parse gives what could be read.
 */
export function readSource(href: string, referrer: string): SessionSource {
  const source: Record<string, string> = {};
  try {
    const url = new URL(href);
    for (const p of PARAMS) {
      const v = url.searchParams.get(p)?.trim();
      if (v) source[keyOf(p)] = cap(v, 200);
    }
    if (referrer && new URL(referrer).origin !== url.origin) source.referrer = cap(referrer, 2000);
  } catch {
    // Not a URL: nothing more to read.
  }
  return source;
}

const KEY = "merchovna:source";
type Store = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/**
 * The source of this page load's session: its own when the landing URL or an outside referrer
 * gives one (kept for the tab); the tab's last one when this load continues a visit on this site (a
 * link followed before the app took over loads a new page, whose referrer is this site); none for a
 * new visit without one. Never throws (storage may be refused).
 *
 * A link followed before the landing page's tracker ran at all (a tap at once on a slow phone) left
 * nothing in the tab: then the landing's address, which is this load's referrer (the site sends
 * same-origin referrers whole), still holds its campaign parameters; its outside referrer is lost.
 */
export function sessionSource(href: string, referrer: string, storage: Store | undefined): SessionSource {
  const own = readSource(href, referrer);
  if (Object.keys(own).length > 0) {
    attempt(() => storage?.setItem(KEY, JSON.stringify(own)));
    return own;
  }
  if (!sameSite(href, referrer)) {
    attempt(() => storage?.removeItem(KEY));
    return own;
  }
  const kept = keptSource(attempt(() => JSON.parse(storage?.getItem(KEY) ?? "null") as unknown));
  const landing = readSource(referrer, "");
  // The referring page's campaign is the tab's (its tracker kept it, with the outside referrer), or
  // a newer landing whose tracker never ran.
  if (Object.keys(landing).length === 0 || (kept && sameCampaign(kept, landing))) return kept ?? {};
  attempt(() => storage?.setItem(KEY, JSON.stringify(landing)));
  return landing;
}

const CAMPAIGN_KEYS = PARAMS.map(keyOf);
const SOURCE_KEYS: (keyof SessionSource)[] = [...CAMPAIGN_KEYS, "referrer"];

/**
 * The tab's kept source as the schema takes it: its keys with non-empty text, capped. Storage is
 * not ours alone (another script, an older tracker), and the server refuses a batch whose source
 * has an unknown key or a value that is not text: its page views would be lost, not just the source.
 */
export function keptSource(stored: unknown): SessionSource | null {
  if (!stored || typeof stored !== "object" || Array.isArray(stored)) return null;
  const source: SessionSource = {};
  for (const k of SOURCE_KEYS) {
    const v = (stored as Record<string, unknown>)[k];
    if (typeof v === "string" && v) source[k] = cap(v, k === "referrer" ? 2000 : 200);
  }
  return source;
}
const sameCampaign = (a: SessionSource, b: SessionSource) => CAMPAIGN_KEYS.every((k) => a[k] === b[k]);

function sameSite(href: string, referrer: string): boolean {
  return Boolean(referrer) && attempt(() => new URL(referrer).origin === new URL(href).origin) === true;
}

/** `f`'s answer, or undefined when it throws (storage refused, a value that is not ours). */
function attempt<T>(f: () => T): T | undefined {
  try {
    return f();
  } catch {
    return undefined;
  }
}
