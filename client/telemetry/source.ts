import type { SessionSource } from "../../shared/schemas/analytics";

/** The landing URL's parameters kept as a session's source (the schema's keys: utm_source → utmSource). */
const PARAMS = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content", "ref"];

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
      if (v) source[p.replace(/_./, (m) => m[1]!.toUpperCase())] = cap(v, 200);
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
 */
export function sessionSource(href: string, referrer: string, storage: Store | undefined): SessionSource {
  const own = readSource(href, referrer);
  try {
    if (Object.keys(own).length > 0) {
      storage?.setItem(KEY, JSON.stringify(own));
      return own;
    }
    if (referrer && new URL(referrer).origin === new URL(href).origin) {
      const kept = JSON.parse(storage?.getItem(KEY) ?? "{}") as unknown;
      if (kept && typeof kept === "object" && !Array.isArray(kept)) return kept as SessionSource;
    } else storage?.removeItem(KEY);
  } catch {
    // No storage, or a value that is not ours: this load's own source.
  }
  return own;
}
