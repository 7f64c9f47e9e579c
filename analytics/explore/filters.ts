import type { FilterDimension, Filters } from "../../shared/analytics/view";
import { sqlString } from "../queries/window-sql";
import { type BreakdownColumn, breakdownLabel } from "../sql";

/** Dimensions compared with a column as stored, not with a breakdown's label. */
const RAW_COLUMN = { page: "page_path", session: "session_id" } as const;
type RawDimension = keyof typeof RAW_COLUMN;

/** The breakdown column behind each other filter dimension. */
const COLUMN: Record<Exclude<FilterDimension, RawDimension>, BreakdownColumn> = {
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
    Object.hasOwn(RAW_COLUMN, dim)
      ? `${RAW_COLUMN[dim as RawDimension]} = ${sqlString(value)}`
      : `${breakdownLabel(COLUMN[dim as Exclude<FilterDimension, RawDimension>])} = ${sqlString(value)}`,
  );
  return terms.length ? terms.join(" AND ") : "TRUE";
}
