import { type FormEvent, useState } from "react";
import type { Locale } from "../../../shared/i18n";
import { localePrefix } from "../../../shared/i18n";
import { passwordProblems, passwordProblemText } from "../../../shared/password";
import { toast } from "../../components/toast";
import { buttonStyles } from "../../components/ui/buttons";
import { Field } from "../../components/ui/Field";
import { localizeProblems, splitProblemText } from "./password-text";
import { type Content, providerMessage } from "./SignInForm";
import { authPost } from "./session";

const submitStyle = `${buttonStyles.primary} mt-1 min-h-12 w-full text-base aria-disabled:cursor-wait aria-disabled:bg-ink/80`;

/** "Forgot password?": the e-mail form, then "check your mail" (the same whether or not the address has an account). */
export function RequestReset({ c, locale, onBack }: { c: Content; locale: Locale; onBack(): void }) {
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (!email.trim()) return setError(c.required.email);
    setBusy(true);
    try {
      const result = await authPost("request-password-reset", {
        email: email.trim(),
        redirectTo: `${localePrefix(locale)}/auth`,
      });
      if (result.ok) return setSent(true);
      toast({
        variant: "destructive",
        title: c.reset.errorTitle,
        description: providerMessage(c, locale, result.code, result.message),
        closeLabel: c.toasts.close,
      });
    } catch {
      toast({
        variant: "destructive",
        title: c.reset.errorTitle,
        description: c.toasts.unexpected,
        closeLabel: c.toasts.close,
      });
    } finally {
      setBusy(false);
    }
  }

  if (sent) {
    return (
      <div role="status" className="flex flex-col gap-4">
        <h2 className="font-semibold text-xl">{c.reset.sentTitle}</h2>
        <p>{c.reset.sentText}</p>
        <button type="button" className={buttonStyles.secondary} onClick={onBack}>
          {c.reset.back}
        </button>
      </div>
    );
  }
  return (
    <form aria-label={c.reset.requestLabel} noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <h2 className="font-semibold text-xl">{c.reset.requestTitle}</h2>
      <p>{c.reset.requestText}</p>
      <Field
        label={c.fields.email}
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={(v) => {
          setEmail(v);
          setError(undefined);
        }}
        error={error}
      />
      <button type="submit" className={submitStyle} aria-disabled={busy || undefined}>
        {busy ? c.reset.requestBusy : c.reset.requestSubmit}
      </button>
      <button type="button" className={buttonStyles.secondary} onClick={onBack}>
        {c.reset.back}
      </button>
    </form>
  );
}

/** The link from the mail: /auth?token=… (or ?error=INVALID_TOKEN). The same password rules as sign-up. */
export function NewPassword({
  c,
  locale,
  token,
  onDone,
}: {
  c: Content;
  locale: Locale;
  token: string;
  onDone(): void;
}) {
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const problemText = (problems: string[]) => passwordProblemText(localizeProblems(problems, locale, c.rules));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const problems = passwordProblems(password);
    if (problems.length) {
      toast({
        variant: "destructive",
        title: c.toasts.passwordNotMet,
        description: problemText(problems),
        closeLabel: c.toasts.close,
      });
      return;
    }
    setBusy(true);
    try {
      const result = await authPost("reset-password", { token, newPassword: password });
      if (result.ok) {
        toast({ title: c.reset.doneTitle, description: c.reset.doneText, closeLabel: c.toasts.close });
        return onDone();
      }
      const description =
        result.code === "PASSWORD_REQUIREMENTS_NOT_MET" && result.message
          ? problemText(splitProblemText(result.message))
          : result.code === "INVALID_TOKEN"
            ? c.reset.invalidLink
            : providerMessage(c, locale, result.code, result.message);
      toast({ variant: "destructive", title: c.reset.errorTitle, description, closeLabel: c.toasts.close });
    } catch {
      toast({
        variant: "destructive",
        title: c.reset.errorTitle,
        description: c.toasts.unexpected,
        closeLabel: c.toasts.close,
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form aria-label={c.reset.newLabel} noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <h2 className="font-semibold text-xl">{c.reset.newTitle}</h2>
      <Field
        label={c.reset.newPassword}
        type="password"
        autoComplete="new-password"
        required
        value={password}
        onChange={setPassword}
        hint={c.signUp.rulesHint}
        toggleLabels={{ show: c.fields.showPassword, hide: c.fields.hidePassword }}
      />
      <button type="submit" className={submitStyle} aria-disabled={busy || undefined}>
        {busy ? c.reset.newBusy : c.reset.newSubmit}
      </button>
    </form>
  );
}
