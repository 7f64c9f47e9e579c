import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { forms } from "../../../shared/content/forms";
import { waitlistJoinSchema } from "../../../shared/schemas/contact";
import { PrivacyNote } from "../../components/PrivacyNote";
import { useLocale } from "../../i18n/locale";
import { useTRPC } from "../../lib/trpc";
import { formSession, track } from "../../telemetry/track";
import { useReady } from "../contact-form/LazyMount";
import { errorsOf, failureToast, Honeypot } from "../contact-form/ui";

const emailOnly = waitlistJoinSchema.pick({ email: true });

/**
 * The waitlist sign-up of the home page, on the dark ink band: e-mail and a button, "Saving..."
 * while busy, then "Thanks for joining our waitlist!". Loaded lazily (LazyWaitlistForm).
 */
export default function WaitlistForm({ onReady }: { onReady?: () => void }) {
  useReady(onReady);
  const locale = useLocale();
  const c = forms[locale];
  const trpc = useTRPC();
  const join = useMutation(trpc.waitlist.join.mutationOptions());
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string>();
  const [done, setDone] = useState(false);
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const honeypot = useRef<HTMLInputElement>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (done) statusRef.current?.focus();
  }, [done]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (join.isPending) return;
    const key = errorsOf(emailOnly.safeParse({ email })).email;
    setError(key ? c.common.errors[key] : undefined);
    if (key) {
      inputRef.current?.focus();
      return;
    }
    try {
      await join.mutateAsync({
        email,
        locale,
        website: honeypot.current?.value ?? "",
        analyticsSession: formSession(),
      });
      setDone(true);
      track("form_submission", { form: "waitlist" });
    } catch (e) {
      failureToast(c, e, c.waitlist.failed);
    }
  }

  const saving = join.isPending;
  return (
    <div className="mx-auto mt-8 flex min-h-[7.5rem] max-w-xl flex-col justify-center sm:min-h-14">
      {done ? null : (
        <form aria-label={c.waitlist.formLabel} noValidate onSubmit={onSubmit} className="text-left">
          <div className="flex flex-col gap-3 sm:flex-row">
            <label htmlFor={id} className="sr-only">
              {c.waitlist.email}
            </label>
            <input
              ref={inputRef}
              id={id}
              type="email"
              inputMode="email"
              autoComplete="email"
              required
              value={email}
              placeholder={c.waitlist.placeholder}
              disabled={saving}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(e) => {
                setEmail(e.target.value);
                setError(undefined);
              }}
              className="min-h-13 w-full min-w-0 flex-1 rounded-full border-2 border-paper/70 bg-paper px-5 py-3 text-base text-ink placeholder:text-ink/60 focus-visible:outline-brand aria-[invalid=true]:border-brand"
            />
            <button
              type="submit"
              disabled={saving}
              className="min-h-13 shrink-0 rounded-full bg-brand px-7 py-3 text-base font-bold text-ink transition hover:bg-paper focus-visible:outline-brand disabled:cursor-not-allowed disabled:opacity-80"
            >
              {saving ? c.waitlist.saving : c.waitlist.submit}
            </button>
          </div>
          {error ? (
            <p id={`${id}-error`} className="mt-3 px-5 font-semibold text-brand">
              {error}
            </p>
          ) : null}
          <Honeypot label={c.common.honeypot} inputRef={honeypot} />
          <PrivacyNote text={c.waitlist.privacyNote} link={c.common.privacyLink} tone="ink" className="mt-3 px-5" />
        </form>
      )}
      <p
        ref={statusRef}
        role="status"
        tabIndex={-1}
        className={done ? "text-xl font-bold text-brand focus:outline-none" : "sr-only"}
      >
        {done ? c.waitlist.success : ""}
      </p>
    </div>
  );
}
