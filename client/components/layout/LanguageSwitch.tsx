import { useLocation, useNavigate } from "@tanstack/react-router";
import { localePrefix, splitLocalePath } from "../../../shared/i18n";
import { useLocale, useT } from "../../i18n/locale";
import { rememberLocale } from "../../i18n/remember-locale";

/** Switches between English and Czech, keeping the visitor on the same page. */
export function LanguageSwitch() {
  const locale = useLocale();
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const other = locale === "en" ? "cs" : "en";

  const { path } = splitLocalePath(location.pathname);
  const href = `${localePrefix(other)}${path === "/" && other !== "en" ? "" : path}` || "/";

  return (
    <a
      href={href}
      hrefLang={other}
      lang={other}
      // Read by main.tsx when the switch is clicked before the app has loaded.
      data-locale-switch={other}
      title={`${t.a11y.languageSwitch}: ${t.language[other]}`}
      className="rounded-full border border-ink/20 px-3 py-1.5 text-sm font-semibold hover:border-ink focus-visible:border-ink"
      onClick={(event) => {
        event.preventDefault();
        rememberLocale(other);
        void navigate({ href: `${href}${location.hash ? `#${location.hash}` : ""}` });
      }}
    >
      {other.toUpperCase()}
      <span className="sr-only"> – {t.language[other]}</span>
    </a>
  );
}
