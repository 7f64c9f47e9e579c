/**
 * The source catalog. Every other locale must have exactly these keys (the type enforces it at
 * typecheck, and shared/i18n/catalog.test.ts at test time). Placeholders look like {name}.
 */
export const en = {
  meta: {
    siteName: "Merchovna",
    defaultTitle: "Merchovna | Premium custom merch for brands and teams",
    defaultDescription:
      "Merch is broken. We're fixing it. Premium branded merchandise for brands and teams, designed and produced in the Czech Republic: 150+ product types, from first idea to delivery.",
  },
  a11y: {
    skipToContent: "Skip to content",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    mainNavigation: "Main navigation",
    languageSwitch: "Language",
    homeLink: "Merchovna, home",
  },
  nav: {
    ourStory: "Our Story",
    whatWeDo: "What We Do",
    brands: "Brands We Helped",
    aboutUs: "About Us",
    contact: "Contact",
    ourMission: "Our Mission",
    generator: "Design Generator",
    signIn: "Sign In / Sign Up",
    adminSetup: "Admin Setup",
    adminDashboard: "Admin Dashboard",
    signOut: "Sign Out",
  },
  language: {
    en: "English",
    cs: "Čeština",
    switchTo: "Česky",
  },
  common: {
    letsTalk: "Let's Talk",
    loading: "Loading...",
    backHome: "Return to Home",
  },
  footer: {
    tagline: "Premium merch for brands and teams. Designed and produced in the Czech Republic.",
    contactHeading: "Contact",
    followHeading: "Follow us",
    exploreHeading: "Explore",
    address: "Holešovice, Prague, Czech Republic",
    rights: "All rights reserved.",
    privacy: "Privacy",
  },
  generatorCallout: {
    title: "Sketch your merch in a minute",
    text: "Describe a design in a sentence, in English or Czech, and see it on a T-shirt, hoodie, mug or tote. Send the one you like to us and we will turn it into a real quote.",
    cta: "Try the design generator",
  },
  missionLink: {
    text: "Why we make fewer, better pieces, and what we will not make:",
    cta: "Read our mission",
  },
  notFound: {
    title: "Oops! Page not found",
    metaTitle: "Page not found | Merchovna",
  },
  errorBoundary: {
    title: "Something went wrong",
    text: "We're sorry, but something unexpected happened. The error has been logged and we'll look into it.",
    reload: "Reload Page",
    newVersion: "Loading the latest version of this page…",
    partFailed: "This part of the page could not load: the site has just been updated.",
  },
  home: {
    headline: "Merch is broken. We're fixing it.",
    tagline: "Premium branded merchandise for brands and teams, from first idea to delivered box.",
  },
} as const;

type Widen<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
/** The shape every locale's catalog must have. */
export type Messages = Widen<typeof en>;
