import { useT } from "../../i18n/locale";
import { site } from "../../site";
import { LocalLink } from "../LocalLink";
import { Logo } from "./Logo";

export function Footer() {
  const t = useT();
  return (
    <footer className="border-t border-ink/10 bg-ink text-paper">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-3">
        <div className="space-y-3">
          <span className="[&_rect]:fill-paper/10">
            <Logo />
          </span>
          <p className="max-w-xs text-sm text-paper/80">{t.footer.tagline}</p>
        </div>
        <div className="space-y-2 text-sm">
          <h2 className="font-semibold uppercase tracking-wide text-brand">{t.footer.contactHeading}</h2>
          <p>
            <a className="underline-offset-4 hover:underline" href={`mailto:${site.email}`}>
              {site.email}
            </a>
          </p>
          <p>
            <a className="underline-offset-4 hover:underline" href={`tel:${site.phone.replace(/\s/g, "")}`}>
              {site.phone}
            </a>
          </p>
          <p className="text-paper/70">{t.footer.address}</p>
        </div>
        <div className="space-y-2 text-sm">
          <h2 className="font-semibold uppercase tracking-wide text-brand">{t.footer.followHeading}</h2>
          <p>
            <a
              className="underline-offset-4 hover:underline"
              href={site.instagramUrl}
              rel="noopener noreferrer"
              target="_blank"
            >
              Instagram
            </a>
          </p>
          <p>
            <a
              className="underline-offset-4 hover:underline"
              href={site.linkedinUrl}
              rel="noopener noreferrer"
              target="_blank"
            >
              LinkedIn
            </a>
          </p>
          <p>
            <LocalLink to="/contact" className="underline-offset-4 hover:underline">
              {t.nav.contact}
            </LocalLink>
          </p>
        </div>
      </div>
      <p className="border-t border-paper/10 py-6 text-center text-xs text-paper/70">
        © {new Date().getFullYear()} {site.legalName} · {t.footer.rights}
      </p>
    </footer>
  );
}
