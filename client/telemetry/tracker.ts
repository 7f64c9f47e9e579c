import { isIgnoredBrowser, isStaffPath } from "../../shared/analytics/exclusions";
import type { AnalyticsEvent, EventName } from "../../shared/schemas/analytics";
import { sessionSource } from "./source";
import type { VitalsDraft } from "./vitals";

/**
 * First-party analytics in the browser: one session id per page load; page views (each with the
 * session's source), the spec's events, errors, web vitals and load timings, and the session record,
 * queued and sent in batches with sendBeacon (fetch keepalive as fallback). Tracking must never break
 * or slow a page: every failure is only logged to the console. The web-vitals library is loaded as
 * its own chunk after the page's `load` (./vitals.ts): this module stays in the main bundle, small.
 */
type Draft = { type: AnalyticsEvent["type"] } & Record<string, unknown>;

const ENDPOINT = "/api/analytics/events";
const FLUSH_MS = 5000;
const MAX_QUEUE = 20;
const started = Date.now();
export const sessionId = crypto.randomUUID();
/**
 * The session's source (landing URL's utm_* and ref, external landing referrer): read once, with the
 * session id, from the URL the page was loaded with, and sent with every page view of the session
 * (client-side navigations keep it). A load that continues a visit on this site (a link followed
 * before the app took over, a reload) carries the tab's last source (./source.ts, sessionStorage).
 */
const source =
  typeof document === "undefined" ? {} : sessionSource(location.href, document.referrer, storageOrUndefined());

const queue: AnalyticsEvent[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;
let pageViews = 0;
let events = 0;
let entryPage = "";
/**
 * Set when the tab is hidden or left, cleared when it is shown again: meanwhile every event is sent at
 * once, as a hidden page may be discarded without another word (e.g. web vitals reported after the
 * hide's flush: Chromium fires `pagehide` before `visibilitychange` when a page is left).
 */
let left = false;

const size = (w: number, h: number) => `${w}x${h}`;
const screenSize = () => size(screen.width, screen.height);
/** Sent only when true (an iPad asking for desktop sites reads as a Mac otherwise: analytics/user-agent.ts). */
const touch = () => navigator.maxTouchPoints > 1 || undefined;
const viewportSize = () => size(innerWidth, innerHeight);

function send(batch: AnalyticsEvent[]): void {
  try {
    const body = JSON.stringify({ events: batch });
    if (navigator.sendBeacon?.(ENDPOINT, new Blob([body], { type: "application/json" }))) return;
    fetch(ENDPOINT, { method: "POST", body, keepalive: true, headers: { "content-type": "application/json" } }).catch(
      (e) => console.warn("analytics: send failed", e),
    );
  } catch (e) {
    console.warn("analytics: send failed", e);
  }
}

export function flush(): void {
  clearTimeout(timer);
  timer = undefined;
  while (queue.length) send(queue.splice(0, 100));
}

/** Staff pages and a browser marked "don't count me" send nothing (the server drops them too). */
const silent = () => isIgnoredBrowser(document.cookie) || isStaffPath(location.pathname);

/**
 * The session id a form sends with it (decision 0020: the lead is linked to the visit it came from),
 * or nothing when this browser sends no analytics (a staff page, "don't count me").
 */
export function formSession(): string | undefined {
  try {
    return silent() ? undefined : sessionId;
  } catch {
    return undefined;
  }
}

function push(draft: Draft, now = false): void {
  try {
    if (silent()) return;
    queue.push({ id: crypto.randomUUID(), sessionId, at: Date.now(), ...draft } as AnalyticsEvent);
    if (now || left || queue.length >= MAX_QUEUE) flush();
    else timer ??= setTimeout(flush, FLUSH_MS);
  } catch (e) {
    console.warn("analytics: event dropped", e);
  }
}

/** The session record: sent at the first page view, then updated when the tab is hidden or left. */
function pushSession(now = false): void {
  push(
    {
      type: "session",
      entryPage,
      exitPage: location.pathname,
      durationSeconds: Math.round((Date.now() - started) / 1000),
      pageViews,
      events,
      screen: screenSize(),
      viewport: viewportSize(),
      touch: touch(),
    },
    now,
  );
}

let lastPath = "";
/** How long a page view waits for the address bar to show the page the router rendered. */
const ADDRESS_WAIT_TRIES = 20;
const decoded = (path: string) => {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
};

/**
 * A page view of the page at the address. `rendered` is the router's path: the router can render a
 * page (and run this) before the address bar has changed, and a tap in the phone menu did so every
 * time, so the view read the old address, took itself for a repeat, and the page was never counted.
 * Until the address agrees (a few frames at most), it waits.
 */
export function trackPageView(rendered?: string, tries = 0): void {
  if (rendered !== undefined && decoded(location.pathname) !== decoded(rendered) && tries < ADDRESS_WAIT_TRIES) {
    setTimeout(() => trackPageView(rendered, tries + 1), 25);
    return;
  }
  const path = location.pathname;
  if (path === lastPath) return;
  const referrer = lastPath ? location.origin + lastPath : document.referrer;
  lastPath = path;
  if (silent()) return; // not a page view of the visit
  pageViews++;
  if (!entryPage) entryPage = path;
  // The title is set by the page's own effect: read it a tick later.
  setTimeout(() => {
    push({
      type: "pageview",
      path,
      title: document.title.slice(0, 300),
      referrer: referrer.slice(0, 2000),
      source,
      screen: screenSize(),
      viewport: viewportSize(),
      touch: touch(),
    });
    if (pageViews === 1) pushSession();
  }, 0);
}

export function trackEvent(name: EventName, data?: Record<string, unknown>, element?: Element | null): void {
  events++;
  const clean: Record<string, string | number | boolean | null> = {};
  for (const [k, v] of Object.entries(data ?? {}).slice(0, 20)) {
    clean[k.slice(0, 64)] = typeof v === "number" || typeof v === "boolean" || v === null ? v : String(v).slice(0, 500);
  }
  push({
    type: "event",
    name,
    data: clean,
    path: location.pathname,
    elementId: element?.id || undefined,
    elementClass: (element?.getAttribute("class") ?? "").slice(0, 300) || undefined,
    elementText: (element?.textContent ?? "").trim().slice(0, 200) || undefined,
  });
}

export function trackError(error: {
  errorType: string;
  message: string;
  stack?: string;
  line?: number;
  column?: number;
  fileName?: string;
}): void {
  push(
    {
      type: "error",
      pagePath: location.pathname,
      ...error,
      message: error.message.slice(0, 2000),
      stack: error.stack?.slice(0, 8000),
    },
    true,
  );
}

function scrollDepth(): () => void {
  const seen = new Set<number>();
  let last = 0;
  let trailing: ReturnType<typeof setTimeout> | undefined;
  const measure = () => {
    last = Date.now();
    const max = document.documentElement.scrollHeight - innerHeight;
    const percent = max <= 0 ? 100 : ((scrollY || 0) / max) * 100;
    for (const mark of [25, 50, 75, 100]) {
      if (percent >= mark - 0.5 && !seen.has(mark)) {
        seen.add(mark);
        trackEvent("scroll_depth", { depth: mark });
      }
    }
  };
  // At most one reading per 500 ms, and always one after the scrolling stops (its final depth).
  return () => {
    clearTimeout(trailing);
    if (Date.now() - last >= 500) measure();
    else trailing = setTimeout(measure, 500);
  };
}

/**
 * 1 s after `load` (when the tracker always sampled performance): the load timings, as one vitals row
 * that always carries `resourceCount`, and the web-vitals chunk, which from then on reports each
 * metric once it is final as a vitals row of its own (the browser buffers what happened earlier:
 * paints, layout shifts, the first input, slow events). Fetched that late, the chunk is not part of
 * the first load. The rows describe the page load, so they carry its entry page. Metrics final as the
 * tab is hidden are queued before the tracker's own flush (web-vitals listens in the capture phase);
 * any reported after it are sent at once (`left`).
 */
function afterLoad(): void {
  const row = (draft: VitalsDraft | Record<string, number>) =>
    push({ type: "vitals", path: entryPage || location.pathname, ...draft });
  const loaded = () =>
    setTimeout(() => {
      const nav = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;
      const resources = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
      row({
        ...(nav && { domContentLoaded: nav.domContentLoadedEventEnd, load: nav.loadEventEnd }),
        resourceCount: resources.length,
        resourceBytes: Math.round(resources.reduce((sum, r) => sum + (r.transferSize || 0), 0)),
      });
      import("./vitals")
        .then((m) => m.watchVitals(row))
        .catch((e) => console.warn("analytics: web vitals not loaded", e));
    }, 1000);
  if (document.readyState === "complete") loaded();
  else addEventListener("load", loaded, { once: true });
}

function clicks(event: MouseEvent): void {
  const target = (event.target as Element | null)?.closest?.("a, button");
  if (!target) return;
  const a = target as HTMLAnchorElement;
  if (target.tagName === "BUTTON") trackEvent("button_click", {}, target);
  else if (a.hasAttribute("download")) trackEvent("file_download", { href: a.href }, a);
  else if (/instagram|linkedin|facebook|twitter|x\.com/.test(a.hostname))
    trackEvent("social_share", { network: a.hostname }, a);
  else trackEvent("link_click", { href: a.href, external: a.origin !== location.origin }, a);
}

let installed = false;
/** Starts tracking (idempotent): listeners for clicks, scrolling, errors, leaving; vitals after load. */
export function startTracking(): void {
  if (installed || typeof window === "undefined") return;
  installed = true;
  try {
    addEventListener("click", clicks, { capture: true, passive: true });
    addEventListener("scroll", scrollDepth(), { passive: true });
    window.addEventListener("error", (e: ErrorEvent) =>
      trackError({
        errorType: "error",
        message: e.message || "Script error",
        stack: e.error?.stack,
        line: e.lineno,
        column: e.colno,
        fileName: e.filename,
      }),
    );
    window.addEventListener("unhandledrejection", (e: PromiseRejectionEvent) =>
      trackError({
        errorType: "unhandledrejection",
        message: String(e.reason?.message ?? e.reason),
        stack: e.reason?.stack,
      }),
    );
    const leave = () => {
      left = true;
      pushSession();
      flush();
    };
    addEventListener("visibilitychange", () => {
      if (document.visibilityState === "hidden") leave();
      else left = false;
    });
    addEventListener("pagehide", leave);
    afterLoad();
  } catch (e) {
    console.warn("analytics: could not start", e);
  }
}

/** For the root layout's unmount: the last session update. */
export function stopTracking(): void {
  pushSession(true);
}

/** sessionStorage, or undefined where reading it throws (storage disabled). */
function storageOrUndefined(): Storage | undefined {
  try {
    return sessionStorage;
  } catch {
    return undefined;
  }
}
