import { useQuery } from "@tanstack/react-query";
import { useT } from "../../i18n/locale";
import { useTRPC } from "../../lib/trpc";
import { LocalLink } from "../LocalLink";

/** "Sign In / Sign Up" when signed out, "Admin Setup" for a user, "Admin Dashboard" for an admin. */
export function AccountLink({ className, onClick }: { className?: string; onClick?: () => void }) {
  const t = useT();
  const trpc = useTRPC();
  const me = useQuery(trpc.auth.me.queryOptions());
  if (me.data?.isAdmin) {
    return (
      <LocalLink to="/admin" className={className} onClick={onClick}>
        {t.nav.adminDashboard}
      </LocalLink>
    );
  }
  if (me.data) {
    return (
      <LocalLink to="/admin-setup" className={className} onClick={onClick}>
        {t.nav.adminSetup}
      </LocalLink>
    );
  }
  return (
    <LocalLink to="/auth" className={className} onClick={onClick}>
      {t.nav.signIn}
    </LocalLink>
  );
}
