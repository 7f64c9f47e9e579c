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
    designInquiryConfirmation: {
      subject: "We've got your design — Merchovna",
      preview: "Thanks for sending us your design. We'll get back to you within 24-48 hours.",
      greeting: "Hi {name},",
      body: "Thanks for sending us the design you made with our AI generator. Our studio will look at how to turn it into real merch and get back to you within 24-48 hours with ideas, questions and a first idea of price.",
      promptTitle: "Your design idea",
      signOff: "Talk soon,\nThe Merchovna team",
      footer: "You're receiving this e-mail because you sent a design inquiry on {site}.",
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
    designInquiryConfirmation: {
      subject: "Váš návrh máme — Merchovna",
      preview: "Děkujeme za váš návrh. Ozveme se vám do 24–48 hodin.",
      greeting: "Dobrý den, {name},",
      body: "děkujeme, že jste nám poslali návrh z našeho AI generátoru. V našem studiu se podíváme, jak z něj udělat skutečný merch, a do 24–48 hodin se vám ozveme s nápady, otázkami a první představou o ceně.",
      promptTitle: "Váš nápad na návrh",
      signOff: "Brzy na slyšenou,\ntým Merchovny",
      footer: "Tento e-mail dostáváte, protože jste odeslali poptávku návrhu na webu {site}.",
    },
  },
});
