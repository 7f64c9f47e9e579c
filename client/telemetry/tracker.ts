import type { AnalyticsEvent, EventName } from "../../shared/schemas/analytics";

/**
 * First-party analytics in the browser: one session id per page load; page views, the spec's
 * events, errors, web vitals and the session record, queued and sent in batches with sendBeacon
 * (fetch keepalive as fallback). Tracking must never break or slow a page: every failure is only
 * logged to the console.
 */
type Draft = { type: AnalyticsEvent["type"] } & Record<string, unknown>;

const ENDPOINT = "/api/analytics/events";
const FLUSH_MS = 5000;
const MAX_QUEUE = 20;
const started = Date.now();
export const sessionId = crypto.randomUUID();

const queue: AnalyticsEvent[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;
let pageViews = 0;
let events = 0;
let entryPage = "";

const size = (w: number, h: number) => `${w}x${h}`;
const screenSize = () => size(screen.width, screen.height);
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

function push(draft: Draft, now = false): void {
  try {
    queue.push({ id: crypto.randomUUID(), sessionId, at: Date.now(), ...draft } as AnalyticsEvent);
    if (now || queue.length >= MAX_QUEUE) flush();
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
    },
    now,
  );
}

let lastPath = "";
export function trackPageView(): void {
  const path = location.pathname;
  if (path === lastPath) return;
  const referrer = lastPath ? location.origin + lastPath : document.referrer;
  lastPath = path;
  pageViews++;
  if (!entryPage) entryPage = path;
  // The title is set by the page's own effect: read it a tick later.
  setTimeout(() => {
    push({
      type: "pageview",
      path,
      title: document.title.slice(0, 300),
      referrer: referrer.slice(0, 2000),
      screen: screenSize(),
      viewport: viewportSize(),
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

function vitals(): void {
  const v: Record<string, number> = {};
  const observe = (type: string, fn: (entries: PerformanceEntry[]) => void) => {
    try {
      new PerformanceObserver((list) => fn(list.getEntries())).observe({
        type,
        buffered: true,
      } as PerformanceObserverInit);
    } catch {
      // Not supported in this browser.
    }
  };
  observe("largest-contentful-paint", (es) => {
    v.lcp = es[es.length - 1]?.startTime ?? v.lcp ?? 0;
  });
  observe("paint", (es) => {
    for (const e of es) if (e.name === "first-contentful-paint") v.fcp = e.startTime;
  });
  observe("layout-shift", (es) => {
    for (const e of es as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
      if (!e.hadRecentInput) v.cls = (v.cls ?? 0) + e.value;
  });
  observe("first-input", (es) => {
    const e = es[0] as PerformanceEventTiming | undefined;
    if (e) v.fid = e.processingStart - e.startTime;
  });
  observe("event", (es) => {
    for (const e of es) v.inp = Math.max(v.inp ?? 0, e.duration);
  });
  const collect = () =>
    setTimeout(() => {
      const nav = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;
      const resources = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
      push({
        type: "vitals",
        path: location.pathname,
        ...v,
        ttfb: nav ? nav.responseStart : undefined,
        domContentLoaded: nav ? nav.domContentLoadedEventEnd : undefined,
        load: nav ? nav.loadEventEnd : undefined,
        resourceCount: resources.length,
        resourceBytes: Math.round(resources.reduce((sum, r) => sum + (r.transferSize || 0), 0)),
      });
    }, 1000);
  if (document.readyState === "complete") collect();
  else addEventListener("load", collect, { once: true });
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
/** Starts tracking (idempotent): listeners for clicks, scrolling, errors, vitals and leaving. */
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
      pushSession();
      flush();
    };
    addEventListener("visibilitychange", () => document.visibilityState === "hidden" && leave());
    addEventListener("pagehide", leave);
    vitals();
  } catch (e) {
    console.warn("analytics: could not start", e);
  }
}

/** For the root layout's unmount: the last session update. */
export function stopTracking(): void {
  pushSession(true);
}
