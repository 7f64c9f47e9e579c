import { lazy } from "react";
import { formLoaders } from "../../../shared/content/form-loaders";
import { WithApi } from "../../components/WithApi";
import { useLocale } from "../../i18n/locale";
import { LazyMount } from "./LazyMount";
import { FormPlaceholder } from "./Placeholder";

const loadForm = () => import("./ContactForm");
const ContactForm = lazy(loadForm);
const loadApi = () => import("../../lib/api-provider");

/**
 * The home page's enquiry form, loaded only when it is about to be seen (or touched): neither its
 * code nor the data layer is part of the first page load. Until then a card of the same size.
 */
export function LazyContactForm() {
  const c = formLoaders[useLocale()];
  return (
    <LazyMount preload={() => Promise.all([loadForm(), loadApi()])} placeholder={<FormPlaceholder label={c.enquiry} />}>
      {(onReady) => (
        <WithApi>
          <ContactForm onReady={onReady} />
        </WithApi>
      )}
    </LazyMount>
  );
}
