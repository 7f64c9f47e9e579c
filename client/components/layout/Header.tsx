import { useEffect, useId, useRef, useState } from "react";
import { useT } from "../../i18n/locale";
import { LocalLink, type SitePath } from "../LocalLink";
import { AccountLink } from "./AccountLink";
import { LanguageSwitch } from "./LanguageSwitch";
import { Logo } from "./Logo";

// The spec's items, then the design generator (the site's lead magnet, so it is always one tap away).
const items: { to: SitePath; key: "ourStory" | "whatWeDo" | "brands" | "aboutUs" | "contact" | "generator" }[] = [
  { to: "/our-story", key: "ourStory" },
  { to: "/what-we-do", key: "whatWeDo" },
  { to: "/brands", key: "brands" },
  { to: "/about-us", key: "aboutUs" },
  { to: "/contact", key: "contact" },
  { to: "/ai-merch-generator", key: "generator" },
];

export function Header() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  // The menu closes on Escape (focus back on its button) and on a click outside it.
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    const onPointer = (e: PointerEvent) => {
      const target = e.target as Node;
      if (!panelRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [open]);

  const close = () => setOpen(false);

  return (
    <header className="sticky top-0 z-40 border-b border-ink/10 bg-paper/95 backdrop-blur">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-ink focus:px-4 focus:py-2 focus:text-paper"
      >
        {t.a11y.skipToContent}
      </a>
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <LocalLink to="/" aria-label={t.a11y.homeLink} className="flex items-center gap-2" onClick={close}>
          <Logo />
        </LocalLink>
        <nav aria-label={t.a11y.mainNavigation} className="hidden items-center gap-5 xl:flex">
          {items.map((item) => (
            <LocalLink
              key={item.to}
              to={item.to}
              className="text-sm font-medium text-ink/80 hover:text-ink"
              activeProps={{ className: "text-ink underline underline-offset-8 decoration-2 decoration-brand" }}
            >
              {t.nav[item.key]}
            </LocalLink>
          ))}
          <AccountLink className="text-sm font-semibold text-ink hover:underline" />
        </nav>
        <div className="flex items-center gap-2">
          <LanguageSwitch />
          <button
            ref={buttonRef}
            type="button"
            className="inline-flex h-10 w-10 items-center justify-center rounded-full border border-ink/20 xl:hidden"
            aria-expanded={open}
            aria-controls={menuId}
            aria-label={open ? t.a11y.closeMenu : t.a11y.openMenu}
            onClick={() => setOpen((v) => !v)}
          >
            <svg
              aria-hidden="true"
              width="20"
              height="20"
              viewBox="0 0 20 20"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            >
              {open ? <path d="M5 5l10 10M15 5L5 15" /> : <path d="M3 6h14M3 10h14M3 14h14" />}
            </svg>
          </button>
        </div>
      </div>
      <div
        ref={panelRef}
        id={menuId}
        hidden={!open}
        className="border-t border-ink/10 bg-paper px-4 pb-6 pt-2 shadow-lg xl:hidden"
      >
        <nav aria-label={t.a11y.mainNavigation}>
          <ul className="flex flex-col">
            {items.map((item) => (
              <li key={item.to}>
                <LocalLink to={item.to} className="block py-3 text-lg font-medium" onClick={close}>
                  {t.nav[item.key]}
                </LocalLink>
              </li>
            ))}
            <li>
              <AccountLink className="block py-3 text-lg font-semibold" onClick={close} />
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
