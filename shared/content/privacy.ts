import { localized } from "./localized";

/**
 * The privacy page: what the site stores, why, for how long, who else sees it, and how to ask for a
 * copy or erasure. The periods match the server's jobs and settings (RETENTION_MONTHS defaults to
 * 24; unsent designs and uploads go after 24 hours); change both together. {email} is the company's
 * address from the site configuration, {legalName} its legal name.
 */
export const privacy = localized({
  en: {
    meta: {
      title: "Privacy | Merchovna",
      description:
        "What personal data Merchovna's website stores when you send an enquiry, a design or join the waitlist, why, for how long, and how to get a copy or have it erased.",
    },
    header: {
      eyebrow: "Privacy",
      title: "Your details, used only to answer you.",
      lead: "This page explains what our website stores about you, why, for how long and who else handles it — and how to get a copy or have it deleted. The controller is {legalName}, Prague; write to us at {email}.",
    },
    collected: {
      title: "What we store and why",
      intro: "We only store what you send us yourself, and use it only for the request you sent it with.",
      items: [
        {
          title: "Enquiries and contact messages",
          text: "Your name, e-mail and message, and whatever you add: company, phone, project details (products, quantity, deadline, budget) and attached files. We use them to answer you and prepare a quote. Legal basis: steps taken at your request before entering into a contract (Art. 6(1)(b) GDPR).",
        },
        {
          title: "Design inquiries from the generator",
          text: "Your name, e-mail and message, the design you generated with its prompt, and your logo if you added one. We use them to turn the design into real merch and send you an offer. Legal basis: steps taken at your request before entering into a contract (Art. 6(1)(b) GDPR).",
        },
        {
          title: "The waitlist",
          text: "Your e-mail address and the language you joined in. We use them only to let you know when something new launches: limited runs, new materials, the occasional studio sale. Legal basis: your consent (Art. 6(1)(a) GDPR), which you can withdraw at any time with the unsubscribe link in every e-mail we send you.",
        },
      ],
    },
    retention: {
      title: "How long we keep it",
      intro: "Data we no longer need is deleted automatically; nothing is kept “just in case”.",
      items: [
        {
          title: "Enquiries and design inquiries",
          text: "Deleted with their attachments 24 months after the enquiry is closed. Attachments of any enquiry are deleted after 24 months at the latest, even while it is still open.",
        },
        {
          title: "Designs and uploads never sent",
          text: "A design you generated but did not send us, and a file you uploaded but did not send, are deleted after 24 hours.",
        },
        {
          title: "The waitlist",
          text: "Until you unsubscribe. Unsubscribing deletes your address straight away, our copies of the e-mails we sent it included.",
        },
        {
          title: "E-mails we send",
          text: "Our copies of the e-mails we send, to you and to our team about your enquiry, are deleted 24 months after sending. Our replies to your enquiry are kept with it and deleted with it.",
        },
      ],
    },
    analytics: {
      title: "Visit statistics without cookies",
      intro: "We count visits to improve the site, without cookies and without storing your IP address.",
      items: [
        {
          title: "No cookies, no IP address",
          text: "Our own statistics set no cookie and store no IP address. To count unique visitors, your IP address and browser are turned into a hash with a salt that changes every day, so you cannot be recognised from one day to the next. The only cookie a visitor can get remembers the language you switched to. While a tab stays open, it remembers the campaign or the site that brought you there (in the tab's session storage, which the browser empties when the tab closes), so that a reload still counts where the visit came from.",
        },
        {
          title: "Country only",
          text: "The country of a visit is looked up from the IP address on our own server, without asking anyone else, and the address is then discarded. We also store the page, where the visit came from and the type of device and browser.",
        },
        {
          title: "A form is linked to the visit it came from",
          text: "When you send an enquiry, a message, a design or your e-mail for the waitlist, the form carries the random id of your visit (made by the page when it loads, not stored in your browser), and we keep it with what you sent. It lets us see how you found us — the channel, campaign and pages of that visit and of your earlier visit that day — so we know which channels bring enquiries. Legal basis: our legitimate interest in knowing what brings us customers (Art. 6(1)(f) GDPR). The link is erased together with your enquiry or entry; the visit statistics themselves hold no name or e-mail.",
        },
      ],
    },
    accounts: {
      title: "Staff accounts and security logs",
      intro: "Sign-in accounts on this site are for our staff, who review enquiries.",
      items: [
        {
          title: "Accounts",
          text: "Name, e-mail and a password stored only as a one-way hash, kept while the account exists.",
        },
        {
          title: "Security logs",
          text: "Every sign-in attempt is logged with its e-mail address, IP address and time, to detect and stop attacks on accounts; these records are deleted after 90 days. Requests our server refuses (too many at once, or not allowed) are written to its log with their IP address and kept no longer than 90 days; ordinary page visits are logged without it. Legal basis: our legitimate interest in keeping the site and your data secure (Art. 6(1)(f) GDPR).",
        },
      ],
    },
    processors: {
      title: "Who else handles your data",
      intro: "We sell nothing and share nothing for advertising. Only these providers process data on our behalf:",
      items: [
        {
          title: "E-mail and file storage",
          text: "The e-mail provider that delivers our messages and the storage provider that keeps attachments and designs, as our operations require. They may use the data only to provide that service to us.",
        },
        {
          title: "AI image provider (OpenAI)",
          text: "Only when the generator runs on OpenAI: it receives the text of your design prompt, nothing else — no name, no e-mail, no logo. Otherwise the built-in generator draws designs on our own server.",
        },
      ],
    },
    rights: {
      title: "Your rights",
      intro: "You can ask us at any time for any of the following:",
      items: [
        { title: "Access", text: "to learn whether we hold data about you and what it is." },
        { title: "A copy", text: "to get your data in a common electronic format you can take elsewhere." },
        { title: "Erasure", text: "to have your data deleted when we no longer need it or you withdraw consent." },
        { title: "Objection", text: "to object to processing based on our legitimate interest." },
        {
          title: "Complaint",
          text: "to complain to the Czech data protection authority, Úřad pro ochranu osobních údajů (www.uoou.gov.cz).",
        },
      ],
      howTitle: "How to ask",
      how: "Write to {email} from the address the request concerns (so we know it's yours). We answer within one month, free of charge.",
    },
    updated: "Last updated: 26 November 2026",
  },
  cs: {
    meta: {
      title: "Ochrana osobních údajů | Merchovna",
      description:
        "Jaké osobní údaje web Merchovny ukládá, když pošlete poptávku či návrh nebo se zapíšete na čekací listinu, proč, jak dlouho a jak získat jejich kopii nebo výmaz.",
    },
    header: {
      eyebrow: "Ochrana osobních údajů",
      title: "Vaše údaje použijeme jen k tomu, abychom vám odpověděli.",
      lead: "Na této stránce najdete, co o vás náš web ukládá, proč, jak dlouho a kdo další s údaji pracuje — a jak si vyžádat jejich kopii nebo výmaz. Správcem je {legalName}, Praha; napište nám na {email}.",
    },
    collected: {
      title: "Co ukládáme a proč",
      intro: "Ukládáme jen to, co nám sami pošlete, a používáme to jen k vyřízení žádosti, se kterou jste to poslali.",
      items: [
        {
          title: "Poptávky a zprávy z kontaktního formuláře",
          text: "Vaše jméno, e-mail a zpráva a to, co k nim přidáte: firma, telefon, podrobnosti projektu (produkty, počet kusů, termín, rozpočet) a přiložené soubory. Použijeme je k odpovědi a přípravě nabídky. Právní základ: jednání o smlouvě na vaši žádost (čl. 6 odst. 1 písm. b) GDPR).",
        },
        {
          title: "Poptávky návrhů z generátoru",
          text: "Vaše jméno, e-mail a zpráva, vygenerovaný návrh i se zadáním a vaše logo, pokud jste ho přidali. Použijeme je, abychom z návrhu udělali skutečný merch a poslali vám nabídku. Právní základ: jednání o smlouvě na vaši žádost (čl. 6 odst. 1 písm. b) GDPR).",
        },
        {
          title: "Čekací listina",
          text: "Vaše e-mailová adresa a jazyk, ve kterém jste se zapsali. Použijeme je jen k tomu, abychom vám dali vědět, když spouštíme něco nového: limitované série, nové materiály, občasný výprodej ze studia. Právní základ: váš souhlas (čl. 6 odst. 1 písm. a) GDPR), který můžete kdykoli odvolat odkazem pro odhlášení v každém e-mailu, který od nás dostanete.",
        },
      ],
    },
    retention: {
      title: "Jak dlouho údaje uchováváme",
      intro: "Údaje, které už nepotřebujeme, se mažou automaticky; nic si nenecháváme „pro jistotu“.",
      items: [
        {
          title: "Poptávky a poptávky návrhů",
          text: "Mažeme je i s přílohami 24 měsíců po uzavření poptávky. Přílohy jakékoli poptávky mažeme nejpozději po 24 měsících, i když je ještě otevřená.",
        },
        {
          title: "Neodeslané návrhy a soubory",
          text: "Návrh, který jste vygenerovali, ale neposlali nám, i soubor, který jste nahráli, ale neodeslali, se smažou po 24 hodinách.",
        },
        {
          title: "Čekací listina",
          text: "Do odhlášení. Odhlášením vaši adresu hned smažeme, včetně našich kopií e-mailů, které jsme na ni poslali.",
        },
        {
          title: "E-maily, které posíláme",
          text: "Naše kopie e-mailů, které posíláme vám i našemu týmu o vaší poptávce, mažeme 24 měsíců po odeslání. Naše odpovědi na vaši poptávku uchováváme spolu s ní a mažeme je s ní.",
        },
      ],
    },
    analytics: {
      title: "Statistiky návštěv bez cookies",
      intro: "Návštěvy počítáme, abychom mohli web zlepšovat — bez cookies a bez ukládání vaší IP adresy.",
      items: [
        {
          title: "Žádné cookies, žádná IP adresa",
          text: "Naše vlastní statistiky nenastavují žádnou cookie a neukládají IP adresu. Abychom spočítali jednotlivé návštěvníky, z vaší IP adresy a prohlížeče vznikne otisk (hash) se solí, která se každý den mění, takže vás nelze poznat ze dne na den. Jediná cookie, kterou návštěvník může dostat, si pamatuje jazyk, na který jste web přepnuli. Dokud je panel otevřený, pamatuje si kampaň nebo web, ze kterého jste přišli (v úložišti relace panelu, které prohlížeč po zavření panelu vymaže), aby i po obnovení stránky bylo vidět, odkud návštěva přišla.",
        },
        {
          title: "Jen země",
          text: "Zemi návštěvy zjistíme z IP adresy přímo na našem serveru, bez dotazu u kohokoli dalšího, a adresu pak zahodíme. Ukládáme také stránku, odkud návštěva přišla, a typ zařízení a prohlížeče.",
        },
        {
          title: "Odeslaný formulář propojíme s návštěvou, ze které přišel",
          text: "Když pošlete poptávku, zprávu, návrh nebo se zapíšete na čekací listinu, formulář s sebou nese náhodné označení vaší návštěvy (vytvoří ho stránka při načtení, v prohlížeči se neukládá) a my ho uložíme k tomu, co jste poslali. Díky tomu vidíme, jak jste nás našli — kanál, kampaň a stránky této návštěvy i vaší dřívější návštěvy téhož dne — a víme, které kanály přinášejí poptávky. Právní základ: náš oprávněný zájem vědět, co nám přivádí zákazníky (čl. 6 odst. 1 písm. f) GDPR). Propojení smažeme spolu s vaší poptávkou nebo záznamem; samotné statistiky návštěv neobsahují jméno ani e-mail.",
        },
      ],
    },
    accounts: {
      title: "Účty pracovníků a bezpečnostní záznamy",
      intro: "Přihlašovací účty na tomto webu mají naši pracovníci, kteří vyřizují poptávky.",
      items: [
        {
          title: "Účty",
          text: "Jméno, e-mail a heslo uložené jen jako jednosměrný otisk; uchováváme je, dokud účet existuje.",
        },
        {
          title: "Bezpečnostní záznamy",
          text: "Každý pokus o přihlášení zaznamenáme s e-mailovou adresou, IP adresou a časem, abychom odhalili a zastavili útoky na účty; tyto záznamy mažeme po 90 dnech. Požadavky, které náš server odmítne (příliš mnoho najednou nebo bez oprávnění), zapíše do svého záznamu s IP adresou a uchová nejvýše 90 dní; běžné návštěvy stránek zaznamenává bez ní. Právní základ: náš oprávněný zájem na bezpečnosti webu a vašich údajů (čl. 6 odst. 1 písm. f) GDPR).",
        },
      ],
    },
    processors: {
      title: "Kdo další s údaji pracuje",
      intro: "Nic neprodáváme a nic nesdílíme kvůli reklamě. Údaje pro nás zpracovávají jen tito poskytovatelé:",
      items: [
        {
          title: "E-mail a úložiště souborů",
          text: "Poskytovatel, který doručuje naše e-maily, a poskytovatel úložiště, kde jsou přílohy a návrhy — podle toho, jak máme provoz nastavený. Údaje smějí použít jen k tomu, aby nám tuto službu poskytli.",
        },
        {
          title: "Poskytovatel AI obrázků (OpenAI)",
          text: "Jen pokud generátor běží přes OpenAI: dostane text vašeho zadání a nic dalšího — žádné jméno, e-mail ani logo. Jinak návrhy kreslí vestavěný generátor přímo na našem serveru.",
        },
      ],
    },
    rights: {
      title: "Vaše práva",
      intro: "Kdykoli nás můžete požádat o cokoli z tohoto:",
      items: [
        { title: "Přístup", text: "zjistit, zda o vás nějaké údaje máme a jaké." },
        { title: "Kopie", text: "dostat své údaje v běžném elektronickém formátu, který můžete vzít jinam." },
        { title: "Výmaz", text: "nechat své údaje smazat, když už je nepotřebujeme nebo odvoláte souhlas." },
        { title: "Námitka", text: "vznést námitku proti zpracování na základě našeho oprávněného zájmu." },
        {
          title: "Stížnost",
          text: "podat stížnost u Úřadu pro ochranu osobních údajů (www.uoou.gov.cz).",
        },
      ],
      howTitle: "Jak o to požádat",
      how: "Napište na {email} z adresy, které se žádost týká (abychom věděli, že je vaše). Odpovíme do jednoho měsíce, zdarma.",
    },
    updated: "Naposledy upraveno 26. listopadu 2026",
  },
});
