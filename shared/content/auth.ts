import { localized } from "./localized";

export const authPage = localized({
  en: {
    meta: {
      title: "Sign In / Sign Up | Merchovna",
      description: "Sign in to your Merchovna account, or create one with your e-mail and a password.",
    },
    title: "Sign In / Sign Up",
    intro: "Use your e-mail and password. Accounts are for the Merchovna team.",
  },
  cs: {
    meta: {
      title: "Přihlášení / Registrace | Merchovna",
      description: "Přihlaste se ke svému účtu Merchovny, nebo si ho založte pomocí e-mailu a hesla.",
    },
    title: "Přihlášení / Registrace",
    intro: "Použijte svůj e-mail a heslo. Účty slouží týmu Merchovny.",
  },
});
