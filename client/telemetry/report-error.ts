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
