import { analyticsConversions } from "../../../shared/content/analytics-conversions";
import { useLocale } from "../../i18n/locale";
import type { Content } from "./types";

/**
 * "How these are measured": the metric definitions of analytics/definitions.ts, and those of goals and
 * funnels (shared/analytics/conversions.ts), in words.
 */
export function Definitions({ c }: { c: Content }) {
  const items = c.definitions.items;
  const goals = analyticsConversions[useLocale()].definitions;
  return (
    <section aria-labelledby="analytics-definitions" className="mt-12 rounded-2xl bg-sand p-6 sm:p-8">
      <h2 id="analytics-definitions" className="text-2xl font-extrabold tracking-tight">
        {c.definitions.heading}
      </h2>
      <ul className="mt-4 max-w-3xl list-disc space-y-2 pl-5 leading-relaxed text-ink/85">
        {[
          items.session,
          items.visitors,
          items.bounce,
          items.bounceRate,
          items.avgSession,
          items.vitals,
          items.ranges,
          items.realtime,
          goals.goal,
          goals.rate,
          goals.funnel,
        ].map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
    </section>
  );
}
