/**
 * What the analytics never count: the staff's own pages, and browsers an admin marked "don't count
 * me" (a cookie, so the server can refuse their batches too; set only by that explicit choice).
 * Plain code: the tracker in the first-load bundle uses it.
 */
export const IGNORE_COOKIE = "analytics_ignore";

/** Staff pages, in either language: /admin…, /admin-setup, /analytics, /security, /cs/admin…. */
const STAFF = /^(?:\/cs)?\/(?:admin|admin-setup|analytics|security)(?:[/?#]|$)/;
export const isStaffPath = (path: string) => STAFF.test(path);

/** Whether a Cookie header (or document.cookie) holds the "don't count me" mark. */
const IGNORED = new RegExp(`(?:^|;\\s*)${IGNORE_COOKIE}=1(?:;|$)`);
export const isIgnoredBrowser = (cookie: string | null | undefined) => Boolean(cookie && IGNORED.test(cookie));
