import { useState } from "react";
import { format, type Locale } from "../../../shared/i18n";
import { localePrefix } from "../../../shared/i18n/locales";
import { buttonStyles } from "../../components/ui/buttons";
import type { Content } from "./SignInForm";

/** The invitation's token in this page's URL (/auth?invite=…), if any. */
export function inviteToken(): string | null {
  if (typeof window === "undefined") return null;
  return new URLSearchParams(window.location.search).get("invite");
}

/** Signed out: what to do with the invitation (the sign-in and sign-up forms follow). */
export function InviteNotice({ c }: { c: Content }) {
  return (
    <div className="mb-6 rounded-2xl border border-brand/40 bg-brand/10 p-4">
      <h2 className="text-lg font-bold">{c.invite.title}</h2>
      <p className="mt-1 text-ink/85">{c.invite.signedOut}</p>
    </div>
  );
}

/** Signed in with an invitation in the URL: accept it, then the admin dashboard. */
export function AcceptInvite({
  c,
  locale,
  email,
  token,
}: {
  c: Content;
  locale: Locale;
  email: string;
  token: string;
}) {
  const [state, setState] = useState<"idle" | "busy" | "refused">("idle");
  const accept = async () => {
    setState("busy");
    const { getTrpcClient } = await import("../../lib/trpc");
    try {
      await getTrpcClient().admin.acceptInvite.mutate({ token });
      window.location.assign(`${localePrefix(locale)}/admin`);
    } catch {
      setState("refused");
    }
  };
  return (
    <section aria-labelledby="accept-invite-title">
      <h2 id="accept-invite-title" className="text-2xl font-black tracking-tight">
        {c.invite.title}
      </h2>
      <p className="mt-3 text-ink/80">{format(c.invite.signedIn, { email })}</p>
      {state === "refused" ? (
        <p role="alert" className="mt-4 font-semibold text-[#a8321a]">
          {c.invite.invalid}
        </p>
      ) : null}
      <button
        type="button"
        className={`${buttonStyles.primary} mt-6`}
        onClick={() => void accept()}
        disabled={state === "busy"}
      >
        {state === "busy" ? c.invite.accepting : c.invite.accept}
      </button>
    </section>
  );
}
