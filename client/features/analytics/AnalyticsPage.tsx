import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate, useSearch } from "@tanstack/react-router";
import type { RangeKey } from "../../../shared/analytics/definitions";
import {
  type FilterDimension,
  hasFilters,
  searchOfView,
  type View,
  viewFromSearch,
} from "../../../shared/analytics/view";
import { type DetailTab, detailTabOf, FIRST_DETAIL_TAB } from "../../../shared/analytics/view-keys";
import { adminCommon } from "../../../shared/content/admin";
import { analyticsPage } from "../../../shared/content/analytics";
import { format, type Locale } from "../../../shared/i18n";
import { buttonStyles } from "../../components/ui/buttons";
import { Container } from "../../components/ui/Page";
import { useLocale } from "../../i18n/locale";
import { useTRPC } from "../../lib/trpc";
import { usePageMeta } from "../../seo/page-meta";
import { adminOnly, Gate } from "../admin/AdminGate";
import { useErrorToast } from "../admin/format";
import { StaffPageHeader } from "../admin/StaffPageHeader";
import { Breakdowns } from "./Breakdowns";
import { Definitions } from "./Definitions";
import { DetailTabs, type DetailTabsProps } from "./DetailTabs";
import { FilterChips, type OnFilter } from "./Filters";
import { formatDateTime, formatDay, formatNumber } from "./format";
import { IgnoreToggle } from "./IgnoreToggle";
import { LeadSources } from "./LeadSources";
import { labeller } from "./labels";
import { RangeToggle } from "./RangeToggle";
import { SummaryCards } from "./SummaryCards";
import { TimeSeriesChart } from "./TimeSeriesChart";
import type { Content, Dashboard } from "./types";
import { VIEW_QUERY_OPTIONS } from "./view-query";

/** /analytics: the site's first-party analytics over 24 hours, 7 or 30 days, for admins only. */
export function AnalyticsPage() {
  const locale = useLocale();
  const c = analyticsPage[locale];
  usePageMeta(c.meta);
  return (
    <Gate title={c.title} rule={adminOnly}>
      {() => <AnalyticsDashboard c={c} locale={locale} />}
    </Gate>
  );
}

function AnalyticsDashboard({ c, locale }: { c: Content; locale: Locale }) {
  const common = adminCommon[locale];
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const search = useSearch({ from: "/{-$lang}/analytics" });
  const view = viewFromSearch(search);
  const tab = detailTabOf(search);
  const navigate = useNavigate({ from: "/{-$lang}/analytics" });
  /** The URL of a view with a tab open (the first tab, top pages, leaves the URL without one). */
  const searchOf = (next: View, nextTab: DetailTab) => ({
    ...searchOfView(next),
    ...(nextTab === FIRST_DETAIL_TAB ? {} : { tab: nextTab }),
  });
  // Range and tab changes replace the history entry; filters add one (Back removes the last filter).
  const go = (next: View, replace: boolean) => void navigate({ search: searchOf(next, tab), replace });
  const setTab = (next: DetailTab) => void navigate({ search: searchOf(view, next), replace: true });
  const setRange = (range: RangeKey) => go({ ...view, range, from: undefined, to: undefined }, true);
  const setCustom = (from: string, to: string) => go({ ...view, range: "custom", from, to }, true);
  const addFilter: OnFilter = (dim, value) => go({ ...view, filters: { ...view.filters, [dim]: value } }, false);
  const removeFilter = (dim: FilterDimension) => {
    const { [dim]: _, ...rest } = view.filters ?? {};
    go({ ...view, filters: rest }, false);
  };
  // The view is part of the query key: a new one loads its own data (the last one stays on screen meanwhile).
  const dashboard = useQuery(
    trpc.analytics.dashboard.queryOptions(
      { range: view.range, from: view.from, to: view.to, filters: view.filters },
      VIEW_QUERY_OPTIONS,
    ),
  );
  useErrorToast(dashboard.isError, c.loadError, common.closeToast);
  const data = dashboard.data as Dashboard | undefined;
  const updating = dashboard.isFetching && Boolean(data);

  return (
    <Container className="pb-16 pt-10 sm:pt-14">
      <StaffPageHeader
        title={c.title}
        intro={c.intro}
        backLabel={c.back}
        refreshLabel={c.refresh}
        busy={dashboard.isFetching}
        // Every analytics query on screen (the dashboard, and the Goals tab when open) loads again.
        onRefresh={() => void queryClient.invalidateQueries({ queryKey: trpc.analytics.pathKey() })}
      />

      <div className="mt-8 flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center sm:gap-x-5">
          <RangeToggle c={c} view={view} onRange={setRange} onCustom={setCustom} />
          <div>
            {data ? (
              <p className="text-sm text-ink/80">
                {format(
                  c.range.period,
                  // A custom range is whole days: its first and last day (its end is the next midnight).
                  data.range === "custom" && view.from && view.to
                    ? { from: formatDay(view.from, locale), to: formatDay(view.to, locale), zone: data.timeZone }
                    : {
                        from: formatDateTime(data.from, locale, data.timeZone),
                        to: formatDateTime(data.to, locale, data.timeZone),
                        zone: data.timeZone,
                      },
                )}
              </p>
            ) : null}
            <p role="status" className="text-sm font-semibold text-brand-dark">
              {updating ? c.updating : ""}
            </p>
          </div>
        </div>
        {data ? (
          <Realtime c={c} locale={locale} visitors={data.realtimeVisitors} unfiltered={hasFilters(view)} />
        ) : null}
      </div>

      <FilterChips
        c={c}
        filters={view.filters ?? {}}
        label={labeller(c, locale)}
        onRemove={removeFilter}
        onClear={() => go({ ...view, filters: {} }, false)}
      />

      {data ? (
        <div aria-busy={updating || undefined} className={updating ? "opacity-70 transition-opacity" : ""}>
          <Overview c={c} locale={locale} data={data} onFilter={addFilter} tab={tab} onTab={setTab} />
        </div>
      ) : dashboard.isError ? (
        <div className="mt-8 rounded-2xl border border-ink/10 bg-sand p-6">
          <p role="alert" className="font-semibold">
            {c.loadFailed}
          </p>
          <button type="button" className={`${buttonStyles.secondary} mt-4`} onClick={() => void dashboard.refetch()}>
            {c.retry}
          </button>
        </div>
      ) : (
        <p role="status" className="mt-8 text-lg text-ink/80">
          {common.loading}
        </p>
      )}

      <LeadSources c={c} locale={locale} view={view} onFilter={addFilter} />
      <IgnoreToggle c={c} />
      <Definitions c={c} />
    </Container>
  );
}

/** The cards, chart, detail tabs and breakdowns: what the detail tabs get, and the rest from the same. */
function Overview(props: DetailTabsProps) {
  const { c, locale, data, onFilter } = props;
  return (
    <>
      <section aria-labelledby="analytics-summary" className="mt-8">
        <h2 id="analytics-summary" className="sr-only">
          {c.summary.heading}
        </h2>
        <SummaryCards c={c} locale={locale} summary={data.summary} />
      </section>

      <section aria-labelledby="analytics-chart" className="mt-10">
        <h2 id="analytics-chart" className="text-2xl font-extrabold tracking-tight sm:text-3xl">
          {c.chart.heading}
        </h2>
        <div className="mt-4">
          <TimeSeriesChart c={c} locale={locale} data={data} />
        </div>
      </section>

      <section aria-labelledby="analytics-details" className="mt-10">
        <h2 id="analytics-details" className="sr-only">
          {c.tabs.label}
        </h2>
        <DetailTabs {...props} />
      </section>

      <section aria-labelledby="analytics-audience" className="mt-10">
        <h2 id="analytics-audience" className="text-2xl font-extrabold tracking-tight sm:text-3xl">
          {c.breakdowns.heading}
        </h2>
        <div className="mt-4">
          <Breakdowns c={c} locale={locale} data={data} onFilter={onFilter} />
        </div>
      </section>
    </>
  );
}

/** The visitors of the last 5 minutes, of all traffic: with filters on, it says so. */
function Realtime({
  c,
  locale,
  visitors,
  unfiltered,
}: {
  c: Content;
  locale: Locale;
  visitors: number;
  unfiltered: boolean;
}) {
  return (
    <p className="flex items-center gap-3 self-start rounded-2xl bg-ink px-5 py-3 text-paper shadow-sm lg:self-auto">
      <span aria-hidden="true" className="relative flex h-2.5 w-2.5 shrink-0">
        {visitors > 0 ? (
          <span className="absolute inline-flex h-full w-full animate-ping rounded-full bg-brand opacity-75 motion-reduce:animate-none" />
        ) : null}
        <span className="relative inline-flex h-2.5 w-2.5 rounded-full bg-brand" />
      </span>
      <span className="text-sm font-bold">
        {c.realtime.label}
        {unfiltered ? <span className="block text-xs font-semibold opacity-80">({c.realtime.unfiltered})</span> : null}
      </span>
      <span className="text-3xl font-black tabular-nums">{formatNumber(visitors, locale)}</span>
    </p>
  );
}
