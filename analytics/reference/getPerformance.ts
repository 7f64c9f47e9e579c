import type { Period } from "../../shared/analytics/definitions";
import { p75Performance } from "../queries/p75";
import { tsLiteral } from "../sql";
import type { AnalyticsStore } from "../store";
import { rows } from "./run";

/** p75 of each web vital and load timing over the range, with how many page loads reported it. */
export function getPerformance(store: AnalyticsStore, period: Period) {
  return p75Performance((sql) => rows(store, sql), `created_at >= ${tsLiteral(period.from)}`);
}
