import { useT } from "../../i18n/locale";
import { LocalLink } from "../LocalLink";

/** Every page ends with this button to the home page's contact section. */
export function LetsTalk() {
  const t = useT();
  return (
    <div className="flex justify-center px-4 py-14">
      <LocalLink
        to="/"
        hash="contact-section"
        className="rounded-full bg-ink px-8 py-4 text-lg font-bold text-paper shadow-md transition hover:bg-brand hover:text-ink"
      >
        {t.common.letsTalk}
      </LocalLink>
    </div>
  );
}
