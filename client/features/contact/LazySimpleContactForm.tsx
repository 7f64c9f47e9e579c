import { lazy } from "react";
import { formLoaders } from "../../../shared/content/form-loaders";
import { WithApi } from "../../components/WithApi";
import { useLocale } from "../../i18n/locale";
import { LazyMount } from "../contact-form/LazyMount";
import { FormPlaceholder } from "../contact-form/Placeholder";

const loadForm = () => import("./SimpleContactForm");
const SimpleContactForm = lazy(loadForm);
const loadApi = () => import("../../lib/api-provider");

/** The /contact form, loaded only when it is about to be seen or touched (see LazyMount). */
export function LazySimpleContactForm() {
  const c = formLoaders[useLocale()];
  return (
    <LazyMount
      preload={() => Promise.all([loadForm(), loadApi()])}
      placeholder={<FormPlaceholder label={c.contact} fields={3} className="min-h-[36rem]" />}
    >
      {(onReady) => (
        <WithApi>
          <SimpleContactForm onReady={onReady} />
        </WithApi>
      )}
    </LazyMount>
  );
}
