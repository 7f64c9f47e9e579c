import type { Messages } from "../../../shared/i18n/en";
import { useT } from "../../i18n/locale";
import { site } from "../../site";
import { LocalLink, type SitePath } from "../LocalLink";
import { Logo } from "./Logo";

/** Every public page, so each is one click from any page (the header menu lists the spec's items). */
const EXPLORE = [
  ["/our-story", "ourStory"],
  ["/our-mission", "ourMission"],
  ["/what-we-do", "whatWeDo"],
  ["/brands", "brands"],
  ["/about-us", "aboutUs"],
  ["/ai-merch-generator", "generator"],
] as const satisfies readonly (readonly [SitePath, keyof Messages["nav"]])[];

export function Footer() {
  const t = useT();
  return (
    <footer className="border-t border-ink/10 bg-ink text-paper">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-4">
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
        <nav aria-labelledby="footer-explore" className="space-y-2 text-sm">
          <h2 id="footer-explore" className="font-semibold uppercase tracking-wide text-brand">
            {t.footer.exploreHeading}
          </h2>
          <ul className="space-y-2">
            {EXPLORE.map(([to, key]) => (
              <li key={to}>
                <LocalLink to={to} className="underline-offset-4 hover:underline">
                  {t.nav[key]}
                </LocalLink>
              </li>
            ))}
          </ul>
        </nav>
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
        © {new Date().getFullYear()} {site.legalName} · {t.footer.rights} ·{" "}
        <LocalLink to="/privacy" className="underline underline-offset-4 hover:text-paper">
          {t.footer.privacy}
        </LocalLink>
      </p>
    </footer>
  );
}
