import { useQuery } from "@tanstack/react-query";
import { useSearch } from "@tanstack/react-router";
import type { Conversions } from "../../../shared/analytics/conversions";
import { type FilterDimension, viewFromSearch } from "../../../shared/analytics/view";
import { adminCommon } from "../../../shared/content/admin";
import { analyticsConversions } from "../../../shared/content/analytics-conversions";
import { format, type Locale } from "../../../shared/i18n";
import { buttonStyles } from "../../components/ui/buttons";
import { useTRPC } from "../../lib/trpc";
import { FunnelChart } from "./FunnelChart";
import { formatNumber } from "./format";
import { GoalsTable } from "./GoalsTable";
import { labeller } from "./labels";
import type { Content } from "./types";
import { VIEW_QUERY_OPTIONS } from "./view-query";

/**
 * The Goals tab: goals and both funnels for the dashboard's view (range and filters from the URL,
 * as the dashboard reads them). It is rendered only while its tab is open, so `analytics.conversions`
 * runs only then; a new view fetches again and keeps the last answer on screen meanwhile.
 */
export function GoalsTab({ c, locale }: { c: Content; locale: Locale }) {
  const g = analyticsConversions[locale];
  const trpc = useTRPC();
  const view = viewFromSearch(useSearch({ from: "/{-$lang}/analytics" }));
  const query = useQuery(
    trpc.analytics.conversions.queryOptions(
      { range: view.range, from: view.from, to: view.to, filters: view.filters },
      VIEW_QUERY_OPTIONS,
    ),
  );
  const data = query.data;
  if (!data) {
    return query.isError ? (
      <div className="rounded-2xl border border-ink/10 bg-sand p-6">
        <p role="alert" className="font-semibold">
          {g.loadFailed}
        </p>
        <button type="button" className={`${buttonStyles.secondary} mt-4`} onClick={() => void query.refetch()}>
          {c.retry}
        </button>
      </div>
    ) : (
      <p role="status" className="text-lg text-ink/80">
        {adminCommon[locale].loading}
      </p>
    );
  }
  const updating = query.isFetching;
  return (
    <div aria-busy={updating || undefined} className={updating ? "opacity-70 transition-opacity" : ""}>
      {/* A failed reload keeps the last answer on screen: say that it is not the view asked for. */}
      {query.isError ? (
        <p role="alert" className="mb-4 rounded-xl bg-sand p-4 font-semibold">
          {g.loadFailed}
        </p>
      ) : null}
      <GoalsAndFunnels c={c} locale={locale} data={data} />
    </div>
  );
}

function GoalsAndFunnels({ c, locale, data }: { c: Content; locale: Locale; data: Conversions }) {
  const g = analyticsConversions[locale];
  const label = labeller(c, locale);
  const filters = Object.entries(data.filters) as [FilterDimension, string][];
  const totals = data.totals.current;
  const counts = { visitors: formatNumber(totals.visitors, locale), sessions: formatNumber(totals.sessions, locale) };
  // Say whose rate it is: the filters of the chips apply here as to every other table.
  const note =
    filters.length > 0
      ? format(g.goals.filteredVisitors, {
          ...counts,
          filters: filters.map(([dim, value]) => `${c.filters.dimensions[dim]}: ${label(dim, value)}`).join(", "),
        })
      : format(g.goals.allVisitors, counts);
  const suffix = `${data.range}${filters.length > 0 ? "-filtered" : ""}`;
  return (
    <div className="space-y-8">
      {/* Nothing at all in the view: the table's empty state says so, instead of six rows of zeros. */}
      <GoalsTable c={c} g={g} locale={locale} data={isEmpty(data) ? { ...data, goals: [] } : data} note={note} />
      <section aria-labelledby="analytics-funnels">
        <h3 id="analytics-funnels" className="text-lg font-extrabold tracking-tight">
          {g.funnels.heading}
        </h3>
        <p className="mt-1 text-sm text-ink/80">{g.funnels.intro}</p>
        <ul className="mt-4 grid gap-4 lg:grid-cols-2">
          {data.funnels.map((funnel) => (
            <li key={funnel.funnel} className="min-w-0">
              <FunnelChart
                c={c}
                g={g}
                locale={locale}
                funnel={funnel}
                fileName={`funnel-${funnel.funnel}-${suffix}.csv`}
              />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

/**
 * No sessions, no visitors and no conversion in the range. Sessions are counted when a visit's
 * session report arrives, so goals can be reached before their session is counted: any of the
 * three shows the table.
 */
function isEmpty(data: Conversions): boolean {
  const { sessions, visitors } = data.totals.current;
  return sessions === 0 && visitors === 0 && data.goals.every((row) => row.current.sessions === 0);
}
