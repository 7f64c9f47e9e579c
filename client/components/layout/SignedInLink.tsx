import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { authPage } from "../../../shared/content/auth";
import { signOutAndReload } from "../../features/auth/session";
import { useLocale, useT } from "../../i18n/locale";
import { useTRPC } from "../../lib/trpc";
import { LocalLink } from "../LocalLink";
import { toast } from "../toast";
import type { AccountLinkProps } from "./AccountLink";

/** "Admin Dashboard" for an admin, "Admin Setup" for any other signed-in user; then "Sign Out". */
export default function SignedInLink({ className, onClick, fallback }: AccountLinkProps & { fallback: ReactNode }) {
  const t = useT();
  const trpc = useTRPC();
  const me = useQuery(trpc.auth.me.queryOptions());
  if (!me.data) return fallback;
  return (
    <>
      {me.data.isAdmin ? (
        <LocalLink to="/admin" className={className} onClick={onClick}>
          {t.nav.adminDashboard}
        </LocalLink>
      ) : (
        <LocalLink to="/admin-setup" className={className} onClick={onClick}>
          {t.nav.adminSetup}
        </LocalLink>
      )}
      <SignOutButton className={className} label={t.nav.signOut} />
    </>
  );
}

function SignOutButton({ className, label }: { className?: string; label: string }) {
  const locale = useLocale();
  const [busy, setBusy] = useState(false);
  async function signOut() {
    if (busy) return;
    setBusy(true);
    try {
      await signOutAndReload(locale);
    } catch {
      const c = authPage[locale].toasts;
      toast({ variant: "destructive", title: c.signOutError, description: c.signOutErrorText, closeLabel: c.close });
      setBusy(false);
    }
  }
  return (
    <button
      type="button"
      className={`${className ?? ""} cursor-pointer whitespace-nowrap text-left`}
      aria-disabled={busy || undefined}
      onClick={signOut}
    >
      {label}
    </button>
  );
}
