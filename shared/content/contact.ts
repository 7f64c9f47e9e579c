import { localized } from "./localized";

/**
 * /contact: the contact cards and the section that will hold the enquiry form. The phone, e-mail
 * and outside links themselves come from the site configuration (shared/site.ts), not from here.
 */
export const contactPage = localized({
  en: {
    meta: {
      title: "Contact | Merchovna",
      description:
        "Call us, write to us or book a 30-minute call about your merch project. Send your brief and we'll get back to you within 24 hours with ideas and a price.",
    },
    header: {
      eyebrow: "Contact",
      title: "Let's make something worth keeping",
      lead: "Whether you have a finished brief or just a date and a budget, talk to us. You'll always reach a person from our Prague studio, not a ticket queue.",
    },
    cards: {
      title: "Reach us directly",
      phone: {
        title: "Call us",
        text: "Weekdays 9:00 to 17:00 CET. The quickest way to check a deadline.",
      },
      email: {
        title: "Write to us",
        text: "Send a brief, a logo or a question. Attachments welcome.",
      },
      meeting: {
        title: "Book a meeting",
        text: "Pick a free slot for a 30-minute video call with one of our project leads.",
        cta: "Choose a time",
      },
      social: {
        title: "Follow our work",
        text: "New projects, samples from the studio and behind-the-scenes of production.",
        instagram: "Instagram",
        linkedin: "LinkedIn",
      },
      newTab: "(opens in a new tab)",
    },
    form: {
      title: "Tell us about your project",
      text: "A few lines are enough: who you are, what you have in mind, and a logo or brief if you have one. No commitment, no sales pitch.",
      responseTime: "We'll get back to you within 24 hours.",
    },
  },
  cs: {
    meta: {
      title: "Kontakt | Merchovna",
      description:
        "Zavolejte nám, napište nebo si zarezervujte 30minutový hovor o vašem merchi. Pošlete nám zadání a do 24 hodin se ozveme s nápady a orientační cenou.",
    },
    header: {
      eyebrow: "Kontakt",
      title: "Pojďme vyrobit něco, co si lidé nechají",
      lead: "Ať už máte hotové zadání, nebo jen termín a rozpočet, ozvěte se. Vždycky mluvíte s člověkem z našeho pražského studia, ne s frontou tiketů.",
    },
    cards: {
      title: "Napište nebo zavolejte přímo",
      phone: {
        title: "Zavolejte nám",
        text: "Ve všední dny od 9:00 do 17:00. Nejrychlejší způsob, jak ověřit termín.",
      },
      email: {
        title: "Napište nám",
        text: "Pošlete zadání, logo nebo dotaz. Přílohy vítáme.",
      },
      meeting: {
        title: "Domluvte si schůzku",
        text: "Vyberte si volný termín na 30minutový videohovor s jedním z našich projektových vedoucích.",
        cta: "Vybrat termín",
      },
      social: {
        title: "Sledujte naši práci",
        text: "Nové projekty, vzorky ze studia a pohled do zákulisí výroby.",
        instagram: "Instagram",
        linkedin: "LinkedIn",
      },
      newTab: "(otevře se v novém panelu)",
    },
    form: {
      title: "Řekněte nám o svém projektu",
      text: "Stačí pár řádků: kdo jste, co máte v hlavě a případně logo nebo zadání. Nezávazně a bez prodejních řečí.",
      responseTime: "Ozveme se vám do 24 hodin.",
    },
  },
});
