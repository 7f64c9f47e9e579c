import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useEffect, useState } from "react";
import { adminCommon } from "../../../shared/content/admin";
import type { SitePath } from "../../components/LocalLink";
import { buttonStyles } from "../../components/ui/buttons";
import { LoadingPage } from "../../components/ui/Loading";
import { Container } from "../../components/ui/Page";
import { WithApi } from "../../components/WithApi";
import { useLocale } from "../../i18n/locale";
import { useTRPC } from "../../lib/trpc";
import { useRedirect } from "../auth/session";

export interface Me {
  user: { id: string; email: string; name: string };
  isAdmin: boolean;
}

/** Where a visitor must go instead of this page (null: they may stay). */
export type Rule = (me: Me | null) => SitePath | null;

/**
 * Admin pages: everyone but an admin is sent to /auth (the spec). A signed-in non-admin gets there
 * with ?for=admin, and /auth tells them this account has no admin rights instead of sending them on.
 */
export const adminOnly: Rule = (me) => (me?.isAdmin ? null : "/auth");

/**
 * A page for signed-in people: the loading state (heading + "Loading...") is what is prerendered and
 * what shows until the server says who is signed in; then the rule either lets them in or redirects.
 * The data layer loads only here, after the first paint.
 */
export function Gate({ title, rule, children }: { title: string; rule: Rule; children: (me: Me) => ReactNode }) {
  const common = adminCommon[useLocale()];
  const loading = <LoadingPage title={title} text={common.loading} />;
  // Nothing asynchronous in the first render: the prerendered HTML and hydration both show `loading`.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted) return loading;
  return (
    <WithApi fallback={loading}>
      <GateInner title={title} rule={rule} loading={loading}>
        {children}
      </GateInner>
    </WithApi>
  );
}

function GateInner({
  title,
  rule,
  loading,
  children,
}: {
  title: string;
  rule: Rule;
  loading: ReactNode;
  children: (me: Me) => ReactNode;
}) {
  const common = adminCommon[useLocale()];
  const trpc = useTRPC();
  const me = useQuery(trpc.auth.me.queryOptions());
  const redirect = useRedirect();
  const target = me.isSuccess ? rule(me.data) : null;
  const signedIn = Boolean(me.data);

  useEffect(() => {
    if (target) redirect(target, target === "/auth" && signedIn ? { for: "admin" } : undefined);
  }, [target, signedIn, redirect]);

  if (me.isError) {
    return (
      <Container className="pb-16 pt-14 sm:pt-20">
        <h1 className="text-4xl font-black tracking-tight sm:text-5xl">{title}</h1>
        <p role="alert" className="mt-6 text-lg text-ink/80">
          {common.checkFailed}
        </p>
        <button type="button" className={`${buttonStyles.secondary} mt-4`} onClick={() => void me.refetch()}>
          {common.retry}
        </button>
      </Container>
    );
  }
  if (!me.isSuccess || target || !me.data) return loading;
  return children(me.data);
}
