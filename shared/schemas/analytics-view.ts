import { z } from "zod";
import { RANGES } from "../analytics/definitions";
import {
  CUSTOM_RANGE_MAX_DAYS,
  DAY_MAX,
  DAY_MIN,
  daysBetween,
  FILTER_DIMENSIONS,
  FILTER_VALUE_MAX,
  type FilterDimension,
  isDay,
} from "../analytics/view";
import { ANALYTICS_SESSION_PATTERN } from "../analytics-session";

/**
 * The input of `analytics.dashboard`: a rolling range, or whole days from..to (inclusive, in the
 * company's time zone), and filters (one label per dimension, as the dashboard lists it).
 */
const day = z.string().refine(isDay, `must be a day as YYYY-MM-DD, from ${DAY_MIN} to ${DAY_MAX}`);
// A label is printable text: control characters never appear in one.
const label = z
  .string()
  .min(1)
  .max(FILTER_VALUE_MAX)
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  .refine((v) => !/[\u0000-\u001f\u007f]/.test(v), "must not contain control characters");
/** One visit: the tracker's session id, a lowercase v4 UUID (the link from a lead, decision 0020). */
const session = z.string().regex(ANALYTICS_SESSION_PATTERN, "must be an analytics session id (a lowercase UUID)");
const filtersSchema = z
  .object({
    ...(Object.fromEntries(FILTER_DIMENSIONS.map((d) => [d, label.optional()])) as Record<
      Exclude<FilterDimension, "session">,
      z.ZodOptional<typeof label>
    >),
    session: session.optional(),
  })
  .strict();

export const dashboardInputSchema = z
  .object({
    range: z.enum([...(Object.keys(RANGES) as (keyof typeof RANGES)[]), "custom"]),
    from: day.optional(),
    to: day.optional(),
    filters: filtersSchema.optional(),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.range !== "custom") {
      if (v.from !== undefined || v.to !== undefined)
        ctx.addIssue({ code: "custom", path: ["from"], message: "from and to go with range custom only" });
      return;
    }
    if (v.from === undefined || v.to === undefined) {
      ctx.addIssue({
        code: "custom",
        path: [v.from === undefined ? "from" : "to"],
        message: "a custom range needs from and to",
      });
      return;
    }
    const days = daysBetween(v.from, v.to);
    if (days < 1) ctx.addIssue({ code: "custom", path: ["to"], message: "to must not be before from" });
    else if (days > CUSTOM_RANGE_MAX_DAYS)
      ctx.addIssue({
        code: "custom",
        path: ["to"],
        message: `a custom range covers at most ${CUSTOM_RANGE_MAX_DAYS} days`,
      });
  });
export type DashboardInput = z.infer<typeof dashboardInputSchema>;
