import { localized } from "./localized";

/**
 * The few words the lazily loaded forms need before their code arrives (kept apart from forms.ts,
 * so a page does not download every form text just to show a placeholder).
 */
export const formLoaders = localized({
  en: {
    enquiry: "Show the enquiry form",
    contact: "Show the contact form",
    waitlist: "Show the waitlist sign-up",
  },
  cs: {
    enquiry: "Zobrazit poptávkový formulář",
    contact: "Zobrazit kontaktní formulář",
    waitlist: "Zobrazit přihlášení k odběru novinek",
  },
});
