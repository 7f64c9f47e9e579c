import { localized } from "./localized";

/** Texts of the e-mails a visitor receives, in their language. */
export const emails = localized({
  en: {
    contactConfirmation: {
      subject: "We've got your message — Merchovna",
      preview: "Thanks for reaching out. We'll get back to you within 24 hours.",
      greeting: "Hi {name},",
      body: "Thanks for telling us about your project. A real person from our studio will read it and get back to you within 24 hours with ideas, questions and a first idea of price.",
      summaryTitle: "What you sent us",
      attachments: "Attachments: {count}",
      signOff: "Talk soon,\nThe Merchovna team",
      footer: "You're receiving this e-mail because you sent an enquiry on {site}.",
    },
  },
  cs: {
    contactConfirmation: {
      subject: "Vaši zprávu máme — Merchovna",
      preview: "Děkujeme, že jste se ozvali. Ozveme se vám do 24 hodin.",
      greeting: "Dobrý den, {name},",
      body: "děkujeme, že jste nám napsali o svém projektu. Přečte si ho skutečný člověk z našeho studia a do 24 hodin se vám ozve s nápady, otázkami a první představou o ceně.",
      summaryTitle: "Co jste nám poslali",
      attachments: "Přílohy: {count}",
      signOff: "Brzy na slyšenou,\ntým Merchovny",
      footer: "Tento e-mail dostáváte, protože jste odeslali poptávku na webu {site}.",
    },
  },
});
