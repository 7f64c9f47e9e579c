/**
 * After a deploy, a page loaded before it asks for code chunks of its own version, which the new
 * version no longer has (their names carry a content hash). The first part of the page that loads
 * late (the enquiry form, a route, the toaster) then fails, and the page showed "Something went
 * wrong" in place of everything. A failed chunk load instead reloads the page once, into the new
 * version, at the same address; a second failure soon after shows the error page (no reload loop).
 */

/** What each engine says when a dynamic import's file is missing (Chromium, Firefox, WebKit, Vite). */
const CHUNK_FAILURES = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
];

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === "string" ? error : "";
  return CHUNK_FAILURES.some((pattern) => pattern.test(message));
}

const KEY = "merchovna:new-version-reload";
/** A second failure within this time of the reload is not a deploy: the file is really missing. */
export const RELOAD_GUARD_MS = 30_000;

/**
 * Whether to reload now: yes, unless this tab reloaded for the same reason within RELOAD_GUARD_MS.
 * Saying yes records the time (the tab's sessionStorage; without storage, never reload).
 */
export function claimReload(storage: Pick<Storage, "getItem" | "setItem"> | undefined, now = Date.now()): boolean {
  if (!storage) return false;
  try {
    const last = Number(storage.getItem(KEY));
    if (Number.isFinite(last) && last > 0 && now - last < RELOAD_GUARD_MS) return false;
    storage.setItem(KEY, String(now));
    return true;
  } catch {
    return false;
  }
}

/** Set once this page has decided to reload: React renders an error fallback more than once. */
let reloadingThisPage = false;

/** Whether the error page should give way to a reload into the new version (claimed at most once). */
export function shouldReloadFor(error: unknown): boolean {
  if (reloadingThisPage) return true;
  reloadingThisPage = isChunkLoadError(error) && claimReload(sessionStore());
  return reloadingThisPage;
}

function sessionStore(): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}
