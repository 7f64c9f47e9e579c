import type { ErrorEvent } from "../../shared/schemas/analytics";

/**
 * Sends an error to the site's own error log (POST /api/analytics/events). Fire-and-forget:
 * reporting must never break or slow the page, so every failure is only logged to the console.
 */
export function reportError(error: {
  errorType: string;
  message: string;
  stack?: string;
  line?: number;
  column?: number;
  fileName?: string;
}): void {
  try {
    const event: ErrorEvent = {
      type: "error",
      id: crypto.randomUUID(),
      at: Date.now(),
      pagePath: location.pathname,
      ...error,
      message: error.message.slice(0, 2000),
      stack: error.stack?.slice(0, 8000),
    };
    const body = JSON.stringify({ events: [event] });
    const blob = new Blob([body], { type: "application/json" });
    if (!navigator.sendBeacon?.("/api/analytics/events", blob)) {
      void fetch("/api/analytics/events", {
        method: "POST",
        body,
        keepalive: true,
        headers: { "content-type": "application/json" },
      }).catch((e) => console.warn("error report failed", e));
    }
  } catch (e) {
    console.warn("error report failed", e);
  }
}
