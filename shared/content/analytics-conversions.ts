import { localized } from "./localized";

/**
 * The Goals tab of the analytics dashboard (goals and funnels, `analytics.conversions`). Kept apart
 * from analytics.ts so the tab's texts travel with the tab; the keys of `goals.names` and
 * `funnels.steps` are those of shared/analytics/conversions.ts.
 */
export const analyticsConversions = localized({
  en: {
    tab: "Goals",
    loadFailed: "The goals and funnels could not be loaded.",
    goals: {
      heading: "Goals",
      allVisitors:
        "Conversion rate of all visitors in the range: {visitors} visitors, {sessions} sessions. Click a page, channel, source or campaign in any table to see the rate of its visitors only.",
      filteredVisitors:
        "Conversion rate of the filtered visitors ({filters}): {visitors} visitors, {sessions} sessions.",
      noVisits: "No visits recorded in this range, so there is nothing to convert.",
      goal: "Goal",
      sessions: "Conversions (sessions)",
      visitors: "Converting visitors",
      visitorRate: "Rate per visitor",
      sessionRate: "Rate per session",
      change: "Change",
      changeCsv: "Change vs previous period (%)",
      previousCsv: "Conversions in the previous period",
      previous: "prev. {value}",
      names: {
        enquiry_sent: "Enquiry sent",
        contact_sent: "Contact message sent",
        waitlist_joined: "Waitlist joined",
        design_generated: "Design generated",
        design_downloaded: "Design downloaded",
        design_inquiry_sent: "Design inquiry sent",
      },
    },
    funnels: {
      heading: "Funnels",
      intro: "Each bar is the share of the first step; the text says how many went on and how many dropped.",
      names: {
        enquiry: "3-step enquiry",
        generator: "Design generator",
      },
      empty: "No one reached the first step in this range.",
      step: "Step",
      sessions: "Sessions",
      fromPrevious: "From previous (%)",
      fromStart: "From start (%)",
      dropOff: "Dropped",
      fromPreviousText: "{percent} of the previous step",
      fromStartText: "{percent} of the start",
      dropped: "−{count} dropped",
      noneDropped: "none dropped",
      start: "Start of the funnel: 100%",
      steps: {
        enquiry_seen: "Form seen",
        enquiry_details: "Details done",
        enquiry_project: "Project done",
        enquiry_files: "Files done",
        enquiry_sent: "Sent",
        generator_page: "Generator page",
        design_generated: "Design generated",
        design_kept: "Downloaded or sent to us",
      },
    },
    definitions: {
      goal: "Goal: a named outcome (an enquiry, contact message or design inquiry sent, the waitlist joined, a design generated or downloaded), counted once per session, at the first time the session reached it, if that time is in the range; with filters, the session must have a page view in the range that matches them.",
      rate: "Conversion rate: converting sessions divided by the dashboard's sessions, and converting visitors (the visitor of each converting session's first page view) divided by the dashboard's visitors; same range, same filters.",
      funnel:
        "Funnel step: a session that reached the step no earlier than the step before (first times each), with the first step reached in the range; drop-off is the previous step's sessions minus this step's.",
    },
  },
  cs: {
    tab: "Cíle",
    loadFailed: "Cíle a trychtýře se nepodařilo načíst.",
    goals: {
      heading: "Cíle",
      allVisitors:
        "Konverzní poměr všech návštěvníků v období: {visitors} návštěvníků, {sessions} návštěv. Klikněte na stránku, kanál, zdroj či kampaň v kterékoli tabulce a uvidíte poměr jen jejích návštěvníků.",
      filteredVisitors:
        "Konverzní poměr filtrovaných návštěvníků ({filters}): {visitors} návštěvníků, {sessions} návštěv.",
      noVisits: "V tomto období nejsou žádné návštěvy, takže není co konvertovat.",
      goal: "Cíl",
      sessions: "Konverze (návštěvy)",
      visitors: "Konvertující návštěvníci",
      visitorRate: "Poměr na návštěvníka",
      sessionRate: "Poměr na návštěvu",
      change: "Změna",
      changeCsv: "Změna oproti předchozímu období (%)",
      previousCsv: "Konverze v předchozím období",
      previous: "předtím {value}",
      names: {
        enquiry_sent: "Odeslaná poptávka",
        contact_sent: "Odeslaná zpráva z kontaktu",
        waitlist_joined: "Zápis na čekací listinu",
        design_generated: "Vytvořený návrh",
        design_downloaded: "Stažený návrh",
        design_inquiry_sent: "Odeslaná poptávka návrhu",
      },
    },
    funnels: {
      heading: "Trychtýře",
      intro: "Každý pruh je podíl z prvního kroku; text říká, kolik návštěv pokračovalo a kolik odpadlo.",
      names: {
        enquiry: "Poptávka ve 3 krocích",
        generator: "Generátor návrhů",
      },
      empty: "V tomto období nikdo nedošel ani k prvnímu kroku.",
      step: "Krok",
      sessions: "Návštěvy",
      fromPrevious: "Z předchozího (%)",
      fromStart: "Ze začátku (%)",
      dropOff: "Odpadlo",
      fromPreviousText: "{percent} z předchozího kroku",
      fromStartText: "{percent} ze začátku",
      dropped: "−{count} odpadlo",
      noneDropped: "nikdo neodpadl",
      start: "Začátek trychtýře: 100 %",
      steps: {
        enquiry_seen: "Formulář zobrazen",
        enquiry_details: "Kontaktní údaje hotové",
        enquiry_project: "Projekt hotový",
        enquiry_files: "Soubory hotové",
        enquiry_sent: "Odesláno",
        generator_page: "Stránka generátoru",
        design_generated: "Návrh vytvořen",
        design_kept: "Stažen nebo poslán nám",
      },
    },
    definitions: {
      goal: "Cíl: pojmenovaný výsledek (odeslaná poptávka, zpráva z kontaktu či poptávka návrhu, zápis na čekací listinu, vytvořený či stažený návrh), započtený jednou za návštěvu, v okamžiku, kdy ho návštěva poprvé dosáhla, pokud ten okamžik spadá do období; s filtry musí mít návštěva v období zobrazení stránky, které jim odpovídá.",
      rate: "Konverzní poměr: konvertující návštěvy vydělené návštěvami přehledu a konvertující návštěvníci (návštěvník prvního zobrazení každé konvertující návštěvy) vydělení návštěvníky přehledu; stejné období, stejné filtry.",
      funnel:
        "Krok trychtýře: návštěva, která kroku dosáhla ne dříve než kroku předchozího (vždy poprvé), přičemž prvního kroku dosáhla v období; odpadlé jsou návštěvy předchozího kroku minus návštěvy tohoto.",
    },
  },
});
