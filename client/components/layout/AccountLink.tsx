import { lazy, Suspense, useEffect, useState } from "react";
import { useT } from "../../i18n/locale";
import { hasSessionHint } from "../../lib/session-hint";
import { LocalLink } from "../LocalLink";
import { WithApi } from "../WithApi";

const SignedInLink = lazy(() => import("./SignedInLink"));

export interface AccountLinkProps {
  className?: string;
  onClick?: () => void;
}

/**
 * "Sign In / Sign Up" for visitors. Only when the session hint says someone may be signed in does
 * it load the data layer and ask the server, then shows "Admin Setup" or "Admin Dashboard".
 */
export function AccountLink(props: AccountLinkProps) {
  const [maybeSignedIn, setMaybeSignedIn] = useState(false);
  useEffect(() => setMaybeSignedIn(hasSessionHint()), []);
  const signIn = <SignInLink {...props} />;
  if (!maybeSignedIn) return signIn;
  return (
    <WithApi fallback={signIn}>
      <Suspense fallback={signIn}>
        <SignedInLink {...props} fallback={signIn} />
      </Suspense>
    </WithApi>
  );
}

function SignInLink({ className, onClick }: AccountLinkProps) {
  const t = useT();
  return (
    <LocalLink to="/auth" className={className} onClick={onClick}>
      {t.nav.signIn}
    </LocalLink>
  );
}
