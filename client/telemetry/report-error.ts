import { trackError } from "./tracker";

/**
 * Sends an error to the site's own error log (shown on the analytics dashboard). Fire-and-forget:
 * reporting must never break or slow the page.
 */
export function reportError(error: {
  errorType: string;
  message: string;
  stack?: string;
  line?: number;
  column?: number;
  fileName?: string;
}): void {
  trackError(error);
}

/**
 * A part of the page whose code was gone when it loaded: the site was updated since the page
 * loaded and this instance no longer had the chunk (lib/new-version.ts). Logged apart from the
 * page's own errors, so staff see on the dashboard when a deploy left open pages without their code
 * (the assets archive missing or not shared: docs/operations.md).
 */
export function reportMissingCode(error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  reportError({ errorType: "missing_code", message: `Code of an earlier version missing: ${message}` });
}
