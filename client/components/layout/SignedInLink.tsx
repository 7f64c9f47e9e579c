import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useT } from "../../i18n/locale";
import { useTRPC } from "../../lib/trpc";
import { LocalLink } from "../LocalLink";
import type { AccountLinkProps } from "./AccountLink";

/** "Admin Dashboard" for an admin, "Admin Setup" for any other signed-in user. */
export default function SignedInLink({ className, onClick, fallback }: AccountLinkProps & { fallback: ReactNode }) {
  const t = useT();
  const trpc = useTRPC();
  const me = useQuery(trpc.auth.me.queryOptions());
  if (!me.data) return fallback;
  return me.data.isAdmin ? (
    <LocalLink to="/admin" className={className} onClick={onClick}>
      {t.nav.adminDashboard}
    </LocalLink>
  ) : (
    <LocalLink to="/admin-setup" className={className} onClick={onClick}>
      {t.nav.adminSetup}
    </LocalLink>
  );
}
