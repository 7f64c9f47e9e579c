import { localized } from "./localized";

/** The dashboard's "Leads by source" section (decision 0020); part of the analytics page's copy. */
export const analyticsLeads = localized({
  en: {
    heading: "Leads by source",
    intro:
      "Enquiries, contact messages and design inquiries received in this range, by the visit they were sent from (the last touch): its channel, campaign and first page. Won: marked won in the inbox. Spam is left out.",
    filtered: "Only leads whose visit has a page view matching the filters; leads of unknown source are left out.",
    loading: "Loading leads by source...",
    loadFailed: "Leads by source could not be loaded.",
    leads: "Leads",
    won: "Won",
    empty: "No leads received in this range",
    emptyFiltered: "No leads from visits matching these filters",
    unknown: "Unknown source",
    unknownNote: "Unknown source: the form came without its visit (statistics blocked, or sent by a script).",
    channels: "Leads by channel",
    campaigns: "Leads by campaign",
    landingPages: "Leads by landing page",
    landingPage: "Landing page",
  },
  cs: {
    heading: "Poptávky podle zdroje",
    intro:
      "Poptávky, zprávy z kontaktního formuláře a poptávky návrhů přijaté v tomto období podle návštěvy, ze které přišly (poslední návštěva): její kanál, kampaň a první stránka. Získané: v Poptávkách označené jako získané. Spam se nepočítá.",
    filtered:
      "Jen poptávky, jejichž návštěva má zobrazení stránky odpovídající filtrům; poptávky neznámého zdroje se nepočítají.",
    loading: "Načítáme poptávky podle zdroje…",
    loadFailed: "Poptávky podle zdroje se nepodařilo načíst.",
    leads: "Poptávky",
    won: "Získané",
    empty: "V tomto období nepřišla žádná poptávka",
    emptyFiltered: "Žádná poptávka z návštěv odpovídajících těmto filtrům",
    unknown: "Neznámý zdroj",
    unknownNote: "Neznámý zdroj: formulář přišel bez své návštěvy (statistiky zablokované, nebo odeslání skriptem).",
    channels: "Poptávky podle kanálu",
    campaigns: "Poptávky podle kampaně",
    landingPages: "Poptávky podle vstupní stránky",
    landingPage: "Vstupní stránka",
  },
});
