import { type FormEvent, useRef, useState } from "react";
import type { authPage } from "../../../shared/content/auth";
import type { Locale } from "../../../shared/i18n";
import { toast } from "../../components/toast";
import { buttonStyles } from "../../components/ui/buttons";
import { Field } from "../../components/ui/Field";
import { authPost, homeHref } from "./session";

export type Content = (typeof authPage)[Locale];

/** Text of an auth server error in the page's language: the server's own words in English. */
export function providerMessage(c: Content, locale: Locale, code: string | undefined, message: string | undefined) {
  const known =
    code && code in c.providerErrors ? c.providerErrors[code as keyof Content["providerErrors"]] : undefined;
  if (locale === "en") return message ?? known ?? c.toasts.unexpected;
  return known ?? message ?? c.toasts.unexpected;
}

/** Asks the server whether sign-in is throttled for this e-mail; if the check fails, it is not (fail open). */
async function isRateLimited(email: string): Promise<boolean> {
  try {
    const { getTrpcClient } = await import("../../lib/trpc");
    return await getTrpcClient().auth.isRateLimited.query({ email });
  } catch {
    return false;
  }
}

export function SignInForm({ c, locale, onForgot }: { c: Content; locale: Locale; onForgot?(): void }) {
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const [busy, setBusy] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const rateLimitedToast = () =>
    toast({
      variant: "destructive",
      title: c.toasts.rateLimited,
      description: c.toasts.rateLimitedText,
      closeLabel: c.toasts.close,
    });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const next = {
      email: email.trim() ? undefined : c.required.email,
      password: password ? undefined : c.required.password,
    };
    setErrors(next);
    if (next.email) return emailRef.current?.focus();
    if (next.password) return passwordRef.current?.focus();

    setBusy(true);
    try {
      if (await isRateLimited(email.trim())) {
        rateLimitedToast();
        return;
      }
      const result = await authPost("sign-in/email", { email: email.trim(), password });
      if (result.ok) {
        // With an admin invitation in the URL, stay on /auth to accept it.
        if (new URLSearchParams(window.location.search).has("invite")) window.location.reload();
        else window.location.assign(homeHref(locale));
        return;
      }
      if (result.status === 429 || result.code === "RATE_LIMITED") {
        rateLimitedToast();
        return;
      }
      toast({
        variant: "destructive",
        title: c.toasts.loginError,
        description: providerMessage(c, locale, result.code, result.message),
        closeLabel: c.toasts.close,
      });
    } catch {
      toast({
        variant: "destructive",
        title: c.toasts.loginError,
        description: c.toasts.unexpected,
        closeLabel: c.toasts.close,
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form aria-label={c.signIn.formLabel} noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <Field
        label={c.fields.email}
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={(v) => {
          setEmail(v);
          setErrors((e) => ({ ...e, email: undefined }));
        }}
        error={errors.email}
        inputRef={emailRef}
      />
      <Field
        label={c.fields.password}
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(v) => {
          setPassword(v);
          setErrors((e) => ({ ...e, password: undefined }));
        }}
        error={errors.password}
        inputRef={passwordRef}
        toggleLabels={{ show: c.fields.showPassword, hide: c.fields.hidePassword }}
      />
      <button
        type="submit"
        className={`${buttonStyles.primary} mt-1 min-h-12 w-full text-base aria-disabled:cursor-wait aria-disabled:bg-ink/80`}
        aria-disabled={busy || undefined}
      >
        {busy ? c.signIn.busy : c.signIn.submit}
      </button>
      {onForgot ? (
        <button type="button" className="self-start text-sm underline underline-offset-4" onClick={onForgot}>
          {c.reset.forgot}
        </button>
      ) : null}
    </form>
  );
}
