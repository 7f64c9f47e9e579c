import type { FilterDimension } from "../../../shared/analytics/view";
import type { Locale } from "../../../shared/i18n";
import type { Content } from "./types";

/**
 * How a stored label reads on the page, per dimension: channel and device names translated,
 * countries by name, "(direct)", "(none)", "Other" and "Unknown" in words. Tables, chips and CSV
 * files use the same text.
 */
export function labeller(c: Content, locale: Locale): (dim: FilterDimension, value: string) => string {
  const b = c.breakdowns;
  const regions = new Intl.DisplayNames([locale], { type: "region", fallback: "code" });
  const country = (value: string) => {
    if (value === "Unknown") return b.unknownCountry;
    try {
      return regions.of(value) ?? value;
    } catch {
      return value; // not a region code: shown as stored
    }
  };
  return (dim, value) => {
    switch (dim) {
      case "page":
        return value;
      case "channel":
        return b.channelNames[value as keyof typeof b.channelNames] ?? value;
      case "campaign":
        return value === "(none)" ? b.noCampaign : value;
      case "country":
        return country(value);
      case "session":
        // A visit's id is 36 characters of noise to a reader: its start tells two apart.
        return `${value.slice(0, 8)}…`;
      default:
        return value === "(direct)"
          ? b.direct
          : value === "Other"
            ? b.other
            : (b.deviceTypes[value as keyof typeof b.deviceTypes] ?? value);
    }
  };
}
