import { useState } from "react";
import type { Locale } from "../../../shared/i18n";
import { buttonStyles } from "../../components/ui/buttons";
import type { Content } from "./SignInForm";
import { authPost, homeHref } from "./session";

/**
 * /auth?for=admin for a signed-in account without admin rights (sent here by an admin page): says
 * so, instead of sending them on to the home page, and offers to sign out and sign in as an admin.
 */
export function AdminsOnly({ c, locale, email }: { c: Content; locale: Locale; email: string }) {
  const [busy, setBusy] = useState(false);
  const signOut = async () => {
    setBusy(true);
    const result = await authPost("sign-out", {}).catch(() => null);
    // Afresh, so every part of the page forgets the session; the sign-in form shows then.
    if (result?.ok) window.location.assign(`${homeHref(locale) === "/" ? "" : homeHref(locale)}/auth`);
    else setBusy(false);
  };
  return (
    <section aria-labelledby="admins-only-title">
      <h2 id="admins-only-title" className="text-2xl font-black tracking-tight">
        {c.adminsOnly.title}
      </h2>
      <p className="mt-3 text-ink/80">{c.adminsOnly.text.replace("{email}", email)}</p>
      <div className="mt-6 flex flex-col gap-3">
        <button type="button" className={buttonStyles.primary} onClick={() => void signOut()} disabled={busy}>
          {c.adminsOnly.signOut}
        </button>
        <a className={buttonStyles.secondary} href={homeHref(locale)}>
          {c.adminsOnly.home}
        </a>
      </div>
    </section>
  );
}
