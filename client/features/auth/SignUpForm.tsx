import { type FormEvent, useRef, useState } from "react";
import type { authPage } from "../../../shared/content/auth";
import type { Locale } from "../../../shared/i18n";
import { passwordProblems, passwordProblemText, passwordStrength } from "../../../shared/password";
import { signUpSchema } from "../../../shared/schemas/auth";
import { toast } from "../../components/toast";
import { buttonStyles } from "../../components/ui/buttons";
import { Field } from "../../components/ui/Field";
import { localizeProblems, splitProblemText } from "./password-text";
import { providerMessage } from "./SignInForm";
import { authPost, homeHref } from "./session";

type Content = (typeof authPage)[Locale];

export function SignUpForm({ c, locale }: { c: Content; locale: Locale }) {
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [emailError, setEmailError] = useState<string>();
  const [nameError, setNameError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);

  const problemText = (problems: string[]) => passwordProblemText(localizeProblems(problems, locale, c.rules));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const trimmedEmail = email.trim();
    const input = { name: name.trim() || trimmedEmail.split("@")[0] || trimmedEmail, email: trimmedEmail, password };
    // The server applies the same schema (server/auth/rules/sign-up.ts); the address itself it checks.
    if (signUpSchema.safeParse(input).error?.issues.some((i) => i.path[0] === "name")) {
      setNameError(c.nameTooLong);
      nameRef.current?.focus();
      return;
    }
    if (!trimmedEmail) {
      setEmailError(c.required.email);
      emailRef.current?.focus();
      return;
    }
    // The rules are checked here first: a password that breaks them is never sent.
    const problems = passwordProblems(password);
    if (problems.length) {
      toast({
        variant: "destructive",
        title: c.toasts.passwordNotMet,
        description: problemText(problems),
        closeLabel: c.toasts.close,
      });
      passwordRef.current?.focus();
      return;
    }

    setBusy(true);
    try {
      const result = await authPost("sign-up/email", input);
      if (!result.ok) {
        const description =
          result.code === "PASSWORD_REQUIREMENTS_NOT_MET" && result.message
            ? problemText(splitProblemText(result.message))
            : providerMessage(c, locale, result.code, result.message);
        toast({ variant: "destructive", title: c.toasts.signupError, description, closeLabel: c.toasts.close });
        return;
      }
      setName("");
      setEmail("");
      setPassword("");
      if (result.data?.token === null) {
        // E-mail confirmation is on: the account exists, but there is no session until it is confirmed.
        toast({ title: c.toasts.checkEmail, description: c.toasts.checkEmailText, closeLabel: c.toasts.close });
        return;
      }
      // With an admin invitation in the URL, stay on /auth to accept it.
      if (new URLSearchParams(window.location.search).has("invite")) window.location.reload();
      else window.location.assign(homeHref(locale));
    } catch {
      toast({
        variant: "destructive",
        title: c.toasts.signupError,
        description: c.toasts.unexpected,
        closeLabel: c.toasts.close,
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form aria-label={c.signUp.formLabel} noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <Field
        label={c.fields.name}
        hint={c.fields.nameHint}
        autoComplete="name"
        value={name}
        onChange={(v) => {
          setName(v);
          setNameError(undefined);
        }}
        error={nameError}
        inputRef={nameRef}
      />
      <Field
        label={c.fields.email}
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={(v) => {
          setEmail(v);
          setEmailError(undefined);
        }}
        error={emailError}
        inputRef={emailRef}
      />
      <Field
        label={c.fields.password}
        type="password"
        autoComplete="new-password"
        required
        hint={c.signUp.rulesHint}
        value={password}
        onChange={setPassword}
        inputRef={passwordRef}
        toggleLabels={{ show: c.fields.showPassword, hide: c.fields.hidePassword }}
        extra={password ? <StrengthMeter c={c} locale={locale} password={password} /> : null}
      />
      <button
        type="submit"
        className={`${buttonStyles.primary} mt-1 min-h-12 w-full text-base aria-disabled:cursor-wait aria-disabled:bg-ink/80`}
        aria-disabled={busy || undefined}
      >
        {busy ? c.signUp.busy : c.signUp.submit}
      </button>
    </form>
  );
}

const LEVELS = { weak: 1, medium: 2, strong: 3 } as const;
const COLOURS = { weak: "bg-[#a8321a]", medium: "bg-brand-dark", strong: "bg-[#2f6b2f]" } as const;

/** Weak / medium / strong (shared/password.ts) as three bars and a word, with what is still missing. */
function StrengthMeter({ c, locale, password }: { c: Content; locale: Locale; password: string }) {
  const { level } = passwordStrength(password);
  const problems = localizeProblems(passwordProblems(password), locale, c.rules);
  const filled = LEVELS[level];
  return (
    <div className="mt-3" data-testid="password-strength">
      <div className="flex items-center gap-3">
        <div className="flex flex-1 gap-1.5" aria-hidden="true">
          {[1, 2, 3].map((n) => (
            <span key={n} className={`h-2 flex-1 rounded-full ${n <= filled ? COLOURS[level] : "bg-ink/15"}`} />
          ))}
        </div>
        <p className="text-sm font-semibold">
          {c.strength.label}: {c.strength[level]}
        </p>
      </div>
      {problems.length ? (
        <ul className="mt-2 list-disc space-y-0.5 pl-5 text-sm text-ink/80">
          {problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-ink/80">{c.strength.allMet}</p>
      )}
    </div>
  );
}
