import { useEffect, useState } from "react";
import { authPage } from "../../../shared/content/auth";
import { toast } from "../../components/toast";
import { Container, PageHeader } from "../../components/ui/Page";
import { Tabs } from "../../components/ui/Tabs";
import { useLocale } from "../../i18n/locale";
import { hasSessionHint } from "../../lib/session-hint";
import { usePageMeta } from "../../seo/page-meta";
import { AcceptInvite, InviteNotice, inviteToken } from "./AcceptInvite";
import { AdminsOnly } from "./AdminsOnly";
import { NewPassword, RequestReset } from "./ResetPassword";
import { SignInForm } from "./SignInForm";
import { SignUpForm } from "./SignUpForm";
import { useRedirect } from "./session";

type Tab = "signin" | "signup";

/**
 * /auth: Sign In (default) and Sign Up tabs. The forms talk to the auth server with plain fetch;
 * the data layer is only loaded for the rate-limit check and when someone may already be signed in
 * (then they are sent to the home page).
 */
export function AuthPage() {
  const locale = useLocale();
  const c = authPage[locale];
  usePageMeta(c.meta);
  const [tab, setTab] = useState<Tab>("signin");
  // Password reset: "forgot" shows the e-mail form; a token (from the mail's link) the new-password form.
  const [reset, setReset] = useState<{ mode: "forgot" } | { mode: "new"; token: string } | null>(null);
  const signedIn = useRedirectSignedIn();
  const [invite, setInvite] = useState<string | null>(null);
  useEffect(() => setInvite(inviteToken()), []);
  useEffect(() => {
    const query = new URLSearchParams(window.location.search);
    const token = query.get("token");
    if (token) setReset({ mode: "new", token });
    else if (query.get("error") === "INVALID_TOKEN") {
      setReset({ mode: "forgot" });
      toast({
        variant: "destructive",
        title: c.reset.errorTitle,
        description: c.reset.invalidLink,
        closeLabel: c.toasts.close,
      });
    }
  }, [c]);
  const backToSignIn = () => {
    window.history.replaceState(null, "", window.location.pathname);
    setReset(null);
    setTab("signin");
  };

  return (
    <>
      <PageHeader title={c.title} lead={c.intro} />
      <Container className="pb-20">
        <div className="mx-auto max-w-lg rounded-3xl border border-ink/10 bg-paper p-5 shadow-sm sm:p-8">
          {signedIn?.reason === "invite" && invite ? (
            <AcceptInvite c={c} locale={locale} email={signedIn.email} token={invite} />
          ) : signedIn?.reason === "notAdmin" ? (
            <AdminsOnly c={c} locale={locale} email={signedIn.email} />
          ) : reset?.mode === "forgot" ? (
            <RequestReset c={c} locale={locale} onBack={backToSignIn} />
          ) : reset?.mode === "new" ? (
            <NewPassword c={c} locale={locale} token={reset.token} onDone={backToSignIn} />
          ) : (
            <>
              {invite ? <InviteNotice c={c} /> : null}
              <Tabs
                label={c.tabs.label}
                value={tab}
                onChange={setTab}
                items={[
                  { id: "signin", label: c.tabs.signIn },
                  { id: "signup", label: c.tabs.signUp },
                ]}
              >
                {tab === "signin" ? (
                  <SignInForm c={c} locale={locale} onForgot={() => setReset({ mode: "forgot" })} />
                ) : (
                  <SignUpForm c={c} locale={locale} />
                )}
              </Tabs>
            </>
          )}
        </div>
      </Container>
    </>
  );
}

/**
 * A signed-in visitor has nothing to do here: send them home (the spec). Except one sent here by an
 * admin page (?for=admin) whose account is not an admin's (they stay and are told why), and one
 * holding an admin invitation (?invite=, they stay to accept it): answers why they stay.
 */
function useRedirectSignedIn(): { reason: "notAdmin" | "invite"; email: string } | null {
  const redirect = useRedirect();
  const [stay, setStay] = useState<{ reason: "notAdmin" | "invite"; email: string } | null>(null);
  useEffect(() => {
    if (!hasSessionHint()) return;
    const query = new URLSearchParams(window.location.search);
    const forAdmin = query.get("for") === "admin";
    const invited = query.has("invite");
    let cancelled = false;
    import("../../lib/trpc")
      .then(({ getTrpcClient }) => getTrpcClient().auth.me.query())
      .then((me) => {
        if (!me || cancelled) return;
        if (invited) setStay({ reason: "invite", email: me.user.email });
        else if (forAdmin && !me.isAdmin) setStay({ reason: "notAdmin", email: me.user.email });
        else redirect("/");
      })
      .catch(() => {
        // Unknown: stay on the form; signing in again does no harm.
      });
    return () => {
      cancelled = true;
    };
  }, [redirect]);
  return stay;
}
