import { localized } from "./localized";

/** The frame of a reply written in the lead inbox, in the lead's language (the reply's text is the admin's). */
export const leadReplyMail = localized({
  en: {
    /** "Re:" and the confirmation's subject, so mail clients thread it with what the visitor got. */
    subjectPrefix: "Re: ",
    preview: "A reply from {sender} at Merchovna",
    greeting: "Hi {name},",
    signOff: "{sender}\nMerchovna",
    footer: "You're receiving this e-mail because you wrote to us on {site}. Reply to this e-mail to answer.",
  },
  cs: {
    subjectPrefix: "Re: ",
    preview: "{sender} z Merchovny vám odpovídá",
    greeting: "Dobrý den,",
    signOff: "{sender}\nMerchovna",
    footer: "Tento e-mail dostáváte, protože jste nám napsali na webu {site}. Odpovědět můžete přímo na tento e-mail.",
  },
});
