import { localized } from "./localized";

/**
 * The small page a waitlist unsubscribe link opens (served by the server, both languages at once:
 * the link does not know the reader's language). {email} is the address, {site} the site's origin.
 */
export const unsubscribe = localized({
  en: {
    title: "Unsubscribe — Merchovna",
    confirm: {
      heading: "Leave the Merchovna waitlist?",
      text: "Press the button to remove {email} from the waitlist. We won't e-mail it again.",
      button: "Unsubscribe",
    },
    done: {
      heading: "You're unsubscribed",
      text: "{email} is no longer on the waitlist and gets no more e-mail from it. Changed your mind? Join again any time on {site}.",
      short: "Unsubscribed: the address is no longer on the Merchovna waitlist.",
    },
    invalid: {
      heading: "This link doesn't work",
      text: "The unsubscribe link is incomplete or invalid: nothing was changed. Open the whole link from the e-mail, or reply to the e-mail and we'll remove you by hand.",
    },
  },
  cs: {
    title: "Odhlášení — Merchovna",
    confirm: {
      heading: "Odhlásit se z čekací listiny Merchovny?",
      text: "Stisknutím tlačítka odeberete adresu {email} z čekací listiny. Už vám na ni nenapíšeme.",
      button: "Odhlásit se",
    },
    done: {
      heading: "Jste odhlášeni",
      text: "Adresa {email} už na čekací listině není a žádné další e-maily z ní nedostane. Rozmysleli jste si to? Kdykoli se můžete znovu zapsat na {site}.",
      short: "Odhlášeno: adresa už na čekací listině Merchovny není.",
    },
    invalid: {
      heading: "Tento odkaz nefunguje",
      text: "Odkaz pro odhlášení je neúplný nebo neplatný: nic se nezměnilo. Otevřete celý odkaz z e-mailu, nebo na e-mail odpovězte a odhlásíme vás ručně.",
    },
  },
});
