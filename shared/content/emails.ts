import { localized } from "./localized";

/** Texts of the e-mails a visitor receives, in their language. */
export const emails = localized({
  en: {
    passwordReset: {
      subject: "Reset your password — Merchovna",
      preview: "A link to choose a new password, valid for 1 hour.",
      heading: "Reset your password",
      greeting: "Hi {name},",
      body: "Someone (we hope you) asked to reset the password of your Merchovna account. Choose a new one with the button below. The link works once and expires in 1 hour; setting a new password signs you out everywhere.",
      button: "Choose a new password",
      orOpen: "Or open this link: {url}",
      footer: "If you did not ask for this, ignore this e-mail: your password stays as it is.",
    },
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
    passwordReset: {
      subject: "Obnovení hesla — Merchovna",
      preview: "Odkaz pro nastavení nového hesla, platí 1 hodinu.",
      heading: "Obnovení hesla",
      greeting: "Dobrý den, {name},",
      body: "někdo (doufáme, že vy) požádal o obnovení hesla k vašemu účtu na Merchovně. Nové heslo si nastavíte tlačítkem níže. Odkaz funguje jednou a platí 1 hodinu; nastavení nového hesla vás odhlásí na všech zařízeních.",
      button: "Nastavit nové heslo",
      orOpen: "Nebo otevřete tento odkaz: {url}",
      footer: "Pokud jste o obnovení nežádali, tento e-mail ignorujte: vaše heslo zůstane beze změny.",
    },
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
