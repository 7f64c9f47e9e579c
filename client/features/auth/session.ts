import { type LinkProps, useNavigate } from "@tanstack/react-router";
import { useCallback } from "react";
import { type Locale, localePrefix } from "../../../shared/i18n";
import type { SitePath } from "../../components/LocalLink";
import { langParam, useLocale } from "../../i18n/locale";

/**
 * The browser side of the auth server (better-auth at /api/auth), with plain fetch: no client
 * library, so the pages stay small. The server sets and clears the session cookie and the readable
 * `signed_in` hint (client/lib/session-hint.ts) itself.
 */
export interface AuthResult {
  ok: boolean;
  status: number;
  /** The server's error code (e.g. RATE_LIMITED, INVALID_EMAIL_OR_PASSWORD), when it sent one. */
  code?: string;
  message?: string;
  data?: Record<string, unknown>;
}

export async function authPost(
  path: "sign-in/email" | "sign-up/email" | "sign-out" | "request-password-reset" | "reset-password",
  body: object,
): Promise<AuthResult> {
  const res = await fetch(`/api/auth/${path}`, {
    method: "POST",
    credentials: "same-origin",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  const data = (await res.json().catch(() => null)) as Record<string, unknown> | null;
  // better-auth answers { code, message }; the server's own guards { error: { code, message } }.
  const error = (data?.error && typeof data.error === "object" ? data.error : data) as {
    code?: unknown;
    message?: unknown;
  } | null;
  return {
    ok: res.ok,
    status: res.status,
    code: typeof error?.code === "string" ? error.code : undefined,
    message: typeof error?.message === "string" && error.message ? error.message : undefined,
    data: data ?? undefined,
  };
}

/** The home page of a language: "/" or "/cs". */
export function homeHref(locale: Locale): string {
  return localePrefix(locale) || "/";
}

/** Signs out, then loads the home page afresh (so every part of the page forgets the session). */
export async function signOutAndReload(locale: Locale): Promise<void> {
  const result = await authPost("sign-out", {});
  if (!result.ok) throw new Error(result.message ?? `Sign-out failed (${result.status})`);
  window.location.assign(homeHref(locale));
}

/**
 * Navigates to a page of the site in the current language, replacing the current history entry.
 * `search` adds a query (e.g. /auth?for=admin).
 */
export function useRedirect(): (to: SitePath, search?: Record<string, string>) => void {
  const navigate = useNavigate();
  const locale = useLocale();
  return useCallback(
    (to: SitePath, search?: Record<string, string>) => {
      const target = (to === "/" ? "/{-$lang}" : `/{-$lang}${to}`) as LinkProps["to"];
      void navigate({
        to: target,
        params: { lang: langParam(locale) } as never,
        search: search as never,
        replace: true,
      });
    },
    [navigate, locale],
  );
}
