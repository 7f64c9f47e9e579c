import { lazy } from "react";
import { forms } from "../../../shared/content/forms";
import { WithApi } from "../../components/WithApi";
import { useLocale } from "../../i18n/locale";
import { LazyMount } from "../contact-form/LazyMount";
import { FormPlaceholder } from "../contact-form/Placeholder";

const loadForm = () => import("./SimpleContactForm");
const SimpleContactForm = lazy(loadForm);
const loadApi = () => import("../../lib/api-provider");

/** The /contact form, loaded only when it is about to be seen or touched (see LazyMount). */
export function LazySimpleContactForm() {
  const c = forms[useLocale()];
  return (
    <LazyMount
      preload={() => Promise.all([loadForm(), loadApi()])}
      placeholder={<FormPlaceholder label={c.lazy.contact} fields={3} className="min-h-[36rem]" />}
    >
      {(onReady) => (
        <WithApi>
          <SimpleContactForm onReady={onReady} />
        </WithApi>
      )}
    </LazyMount>
  );
}
