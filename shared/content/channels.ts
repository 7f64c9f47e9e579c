import { localized } from "./localized";

/**
 * The channels' names (analytics/channels.ts), for the analytics breakdowns and a lead's source:
 * one list, so both say the same. Each page adds its own wording for "Unknown".
 */
export const channelNames = localized({
  en: {
    Direct: "Direct",
    "Organic Search": "Organic search",
    Paid: "Paid",
    Social: "Social",
    Email: "Email",
    Referral: "Referral",
    "AI assistants": "AI assistants",
  },
  cs: {
    Direct: "Přímo",
    "Organic Search": "Vyhledávače",
    Paid: "Placená reklama",
    Social: "Sociální sítě",
    Email: "E-mail",
    Referral: "Odkazy z webů",
    "AI assistants": "AI asistenti",
  },
});
