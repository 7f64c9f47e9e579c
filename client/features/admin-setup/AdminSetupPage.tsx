import { useMutation } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { adminCommon, adminSetupPage } from "../../../shared/content/admin";
import type { Locale } from "../../../shared/i18n";
import { toast } from "../../components/toast";
import { buttonStyles } from "../../components/ui/buttons";
import { Container } from "../../components/ui/Page";
import { SentenceWithAddress } from "../../components/ui/UserText";
import { useLocale } from "../../i18n/locale";
import { useTRPC } from "../../lib/trpc";
import { usePageMeta } from "../../seo/page-meta";
import { Gate, type Me, type Rule } from "../admin/AdminGate";

/** Signed out: sign in first; already an admin: straight to the dashboard. */
const setupRule: Rule = (me) => (!me ? "/auth" : me.isAdmin ? "/admin" : null);

/** The page reloads this long after the account became admin (spec: 2 seconds). */
export const RELOAD_AFTER_MS = 2000;

/** /admin-setup: a signed-in user may claim admin rights while the site has no admin. */
export function AdminSetupPage() {
  const locale = useLocale();
  const c = adminSetupPage[locale];
  usePageMeta(c.meta);
  return (
    <Gate title={c.title} rule={setupRule}>
      {(me) => <SetupCard locale={locale} me={me} />}
    </Gate>
  );
}

function SetupCard({ locale, me }: { locale: Locale; me: Me }) {
  const c = adminSetupPage[locale];
  const closeLabel = adminCommon[locale].closeToast;
  const trpc = useTRPC();
  const setup = useMutation(trpc.admin.setup.mutationOptions());
  const [done, setDone] = useState(false);
  const statusRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (!done) return;
    statusRef.current?.focus();
    const timer = setTimeout(() => window.location.reload(), RELOAD_AFTER_MS);
    return () => clearTimeout(timer);
  }, [done]);

  async function onClick() {
    if (setup.isPending || done) return;
    try {
      await setup.mutateAsync();
      toast({ title: c.success, description: c.successText, closeLabel });
      setDone(true);
    } catch (e) {
      const error = e as { message?: string; data?: { code?: string } } | null;
      const description =
        locale !== "en" && error?.data?.code === "FORBIDDEN" ? c.adminExists : error?.message || c.unexpected;
      toast({ variant: "destructive", title: c.error, description, closeLabel });
    }
  }

  return (
    <Container className="pb-16 pt-14 sm:pt-20">
      <h1 className="text-4xl font-black tracking-tight sm:text-5xl">{c.title}</h1>
      <section
        aria-labelledby="admin-setup-card"
        className="mt-8 max-w-2xl rounded-3xl border border-ink/10 bg-paper p-6 shadow-sm sm:p-8"
      >
        <h2 id="admin-setup-card" className="text-2xl font-extrabold tracking-tight">
          {c.cardTitle}
        </h2>
        <p className="mt-4 leading-relaxed text-ink/80">{c.text}</p>
        <p className="mt-3 leading-relaxed text-ink/80">{c.once}</p>
        <p className="mt-4 wrap-anywhere text-sm font-semibold">
          <SentenceWithAddress template={c.signedInAs} email={me.user.email} />
        </p>
        {done ? (
          <p ref={statusRef} tabIndex={-1} role="status" className="mt-6 rounded-2xl bg-sand p-4 font-semibold">
            {c.success} {c.successText}
          </p>
        ) : (
          <button
            type="button"
            className={`${buttonStyles.primary} mt-6 min-h-12 text-base aria-disabled:cursor-wait aria-disabled:bg-ink/80`}
            aria-disabled={setup.isPending || undefined}
            onClick={() => void onClick()}
          >
            {setup.isPending ? c.busy : c.button}
          </button>
        )}
      </section>
    </Container>
  );
}
