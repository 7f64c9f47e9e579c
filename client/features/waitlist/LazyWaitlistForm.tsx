import { lazy } from "react";
import { formLoaders } from "../../../shared/content/form-loaders";
import { forms } from "../../../shared/content/forms";
import { PrivacyNote } from "../../components/PrivacyNote";
import { WithApi } from "../../components/WithApi";
import { useLocale } from "../../i18n/locale";
import { LazyMount, LoadButton } from "../contact-form/LazyMount";

const loadForm = () => import("./WaitlistForm");
const WaitlistForm = lazy(loadForm);
const loadApi = () => import("../../lib/api-provider");

/** The waitlist sign-up, loaded only when it is about to be seen or touched (see LazyMount). */
export function LazyWaitlistForm() {
  const locale = useLocale();
  const c = formLoaders[locale];
  const f = forms[locale];
  return (
    <LazyMount
      preload={() => Promise.all([loadForm(), loadApi()])}
      placeholder={
        <div className="relative mx-auto mt-8 flex min-h-[7.5rem] max-w-xl flex-col justify-center sm:min-h-14">
          <LoadButton label={c.waitlist} dark />
          <div aria-hidden="true" className="flex flex-col gap-3 sm:flex-row">
            <div className="h-13 flex-1 rounded-full bg-paper/90" />
            <div className="h-13 rounded-full bg-brand sm:w-48" />
          </div>
          {/* The form's own privacy line, already here, so nothing moves when the form arrives. */}
          <PrivacyNote text={f.waitlist.privacyNote} link={f.common.privacyLink} tone="ink" className="mt-3 px-5" />
        </div>
      }
    >
      {(onReady) => (
        <WithApi>
          <WaitlistForm onReady={onReady} />
        </WithApi>
      )}
    </LazyMount>
  );
}
