import type { FilterDimension, Filters } from "../../shared/analytics/view";
import { sqlString } from "../queries/window-sql";
import { type BreakdownColumn, breakdownLabel } from "../sql";

/** The breakdown column behind each filter dimension (page is the path itself). */
const COLUMN: Record<Exclude<FilterDimension, "page">, BreakdownColumn> = {
  channel: "channel",
  referrer: "referrer",
  campaign: "campaign",
  country: "country",
  device: "device_type",
  browser: "browser",
  os: "os",
};

/**
 * The filters as a WHERE term on page_views: each compares the row's label, computed by the same
 * expression the breakdown lists it with (analytics/sql.ts), so clicking a row filters by exactly
 * that row. Values are SQL string literals with quotes doubled (no other escapes exist in them).
 */
export function pageViewFilterSql(filters: Filters): string {
  const terms = Object.entries(filters).map(([dim, value]) =>
    dim === "page"
      ? `page_path = ${sqlString(value)}`
      : `${breakdownLabel(COLUMN[dim as Exclude<FilterDimension, "page">])} = ${sqlString(value)}`,
  );
  return terms.length ? terms.join(" AND ") : "TRUE";
}
