import type { Messages } from "./en";

export const cs: Messages = {
  meta: {
    siteName: "Merchovna",
    defaultTitle: "Merchovna | Prémiový merch na míru pro značky a týmy",
    defaultDescription:
      "Merch je rozbitý. My ho opravujeme. Prémiové značkové předměty pro firmy a týmy, navržené a vyrobené v Česku: přes 150 typů produktů, od prvního nápadu po doručení.",
  },
  a11y: {
    skipToContent: "Přejít na obsah",
    openMenu: "Otevřít menu",
    closeMenu: "Zavřít menu",
    mainNavigation: "Hlavní navigace",
    languageSwitch: "Jazyk",
    homeLink: "Merchovna, úvod",
  },
  nav: {
    ourStory: "Náš příběh",
    whatWeDo: "Co děláme",
    brands: "Značky, kterým jsme pomohli",
    aboutUs: "O nás",
    contact: "Kontakt",
    ourMission: "Naše mise",
    generator: "Generátor designů",
    signIn: "Přihlášení / Registrace",
    adminSetup: "Nastavení admina",
    adminDashboard: "Administrace",
    signOut: "Odhlásit se",
  },
  language: {
    en: "English",
    cs: "Čeština",
    switchTo: "English",
  },
  common: {
    letsTalk: "Pojďme to probrat",
    loading: "Načítání...",
    backHome: "Zpět na úvod",
  },
  footer: {
    tagline: "Prémiový merch pro značky a týmy. Navržený a vyrobený v Česku.",
    contactHeading: "Kontakt",
    followHeading: "Sledujte nás",
    exploreHeading: "Stránky",
    address: "Holešovice, Praha, Česká republika",
    rights: "Všechna práva vyhrazena.",
    privacy: "Ochrana osobních údajů",
  },
  generatorCallout: {
    title: "Načrtněte si merch za minutu",
    text: "Popište design jednou větou, česky nebo anglicky, a uvidíte ho na tričku, mikině, hrnku nebo tašce. Ten, který se vám líbí, nám pošlete a my z něj připravíme skutečnou nabídku.",
    cta: "Vyzkoušet generátor designů",
  },
  missionLink: {
    text: "Proč děláme méně kousků, ale lepších, a co vyrábět nebudeme:",
    cta: "Přečtěte si naši misi",
  },
  notFound: {
    title: "Jejda! Stránka nenalezena",
    metaTitle: "Stránka nenalezena | Merchovna",
  },
  errorBoundary: {
    title: "Něco se pokazilo",
    text: "Omlouváme se, ale stalo se něco neočekávaného. Chybu jsme zaznamenali a podíváme se na ni.",
    reload: "Načíst stránku znovu",
    newVersion: "Načítám novou verzi stránky…",
    partFailed: "Tuto část stránky se nepodařilo načíst: web byl právě aktualizován.",
  },
  home: {
    headline: "Merch je rozbitý. My ho opravujeme.",
    tagline: "Prémiové značkové předměty pro firmy a týmy, od prvního nápadu po doručenou krabici.",
  },
};
