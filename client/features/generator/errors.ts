import type { Locale } from "../../../shared/i18n";
import { PROMPT_ANALYTICS_CHARS } from "../../../shared/limits";
import type { Content } from "./ResultPanel";

/** Analytics get the first 50 characters of a prompt, never all of it (spec, section 9). */
export function promptForAnalytics(prompt: string): string {
  return prompt.trim().slice(0, PROMPT_ANALYTICS_CHARS);
}

interface TrpcLikeError {
  message?: string;
  data?: { code?: string; httpStatus?: number } | null;
}

/** The tRPC error code of a failed call ("NETWORK" when the request never got an answer). */
export function errorCode(error: unknown): string {
  return (error as TrpcLikeError | null)?.data?.code ?? "NETWORK";
}

/**
 * What to tell the visitor about a refusal, when the server's reason is worth showing: the rate
 * limits' messages and the schema's messages, in the page's language (the server words them in
 * English). `undefined` means "use the spec's failure text".
 */
export function serverMessage(error: unknown, c: Content, locale: Locale): string | undefined {
  const e = error as TrpcLikeError | null;
  const code = errorCode(error);
  const known: Record<string, string> = {
    "Too many requests. Please wait a few minutes and try again.": c.toasts.tooManyRequests,
    "Our design generator has reached its limit for today. Please try again tomorrow.": c.toasts.dailyLimit,
    "Please describe your merch design": c.toasts.promptRequired,
    "Please fill in all required fields": c.toasts.required,
    "Please enter a valid e-mail address": c.toasts.emailInvalid,
    "No design to send": c.toasts.noDesign,
    "This design was already sent to us": c.toasts.alreadySent,
    "Your logo is missing or expired. Please add it again.": c.toasts.logoMissing,
    "Your logo must be a PNG or SVG file of at most 5 MB": c.toasts.logoType,
  };
  const message = e?.message ?? "";
  if (code === "TOO_MANY_REQUESTS" || e?.data?.httpStatus === 429) {
    // An unknown limit message is still the server's readable reason; in Czech, our own words.
    return known[message] ?? (message && locale === "en" ? message : c.toasts.tooManyRequests);
  }
  return code === "BAD_REQUEST" || code === "CONFLICT" ? known[message] : undefined;
}
