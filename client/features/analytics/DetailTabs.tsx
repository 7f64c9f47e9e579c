import type { DetailTab } from "../../../shared/analytics/view-keys";
import { analyticsConversions } from "../../../shared/content/analytics-conversions";
import type { Locale } from "../../../shared/i18n";
import { BreakableText } from "../../components/text/BreakableText";
import { Tabs } from "../../components/ui/Tabs";
import { DataTable } from "./DataTable";
import { FilterButton, type OnFilter } from "./Filters";
import { formatDateTime, formatNumber, parseTimestamp } from "./format";
import { GoalsTab } from "./GoalsTab";
import { PerformancePanel } from "./PerformancePanel";
import type { Content, Dashboard } from "./types";

/**
 * Tabs Top Pages, User Events, Performance and Errors (the top 5 of each over the range), and Goals
 * (goals and funnels, fetched only once the tab is opened). The open tab is kept in the URL by the
 * page (?tab=goals), so a reload or a shared link opens the same one.
 */
export interface DetailTabsProps {
  c: Content;
  locale: Locale;
  data: Dashboard;
  onFilter: OnFilter;
  tab: DetailTab;
  onTab: (tab: DetailTab) => void;
}

export function DetailTabs({ c, locale, data, onFilter, tab, onTab }: DetailTabsProps) {
  return (
    <Tabs
      label={c.tabs.label}
      value={tab}
      onChange={onTab}
      items={[
        { id: "pages", label: c.tabs.pages },
        { id: "events", label: c.tabs.events },
        { id: "goals", label: analyticsConversions[locale].tab },
        { id: "performance", label: c.tabs.performance },
        { id: "errors", label: c.tabs.errors },
      ]}
    >
      {tab === "pages" ? (
        <DataTable
          c={c}
          title={c.pages.heading}
          fileName={`top-pages-${data.range}.csv`}
          rows={data.topPages}
          rowKey={(r) => r.path}
          empty={c.pages.empty}
          columns={[
            {
              header: c.pages.path,
              cell: (r) => (
                <FilterButton c={c} dim="page" value={r.path} text={r.path} filters={data.filters} onFilter={onFilter}>
                  <span className="font-mono text-[0.8125rem]">
                    <BreakableText text={r.path} />
                  </span>
                </FilterButton>
              ),
              csv: (r) => r.path,
            },
            {
              header: c.pages.views,
              cell: (r) => formatNumber(r.views, locale),
              csv: (r) => r.views,
              numeric: true,
              // As narrow as the (phone-sized) header allows, so a page's path keeps to one line.
              className: "w-20 sm:w-32",
            },
            {
              header: c.pages.sessions,
              cell: (r) => formatNumber(r.sessions, locale),
              csv: (r) => r.sessions,
              numeric: true,
              className: "w-20 sm:w-32",
            },
          ]}
        />
      ) : tab === "events" ? (
        <DataTable
          c={c}
          title={c.events.heading}
          fileName={`user-events-${data.range}.csv`}
          rows={data.topEvents}
          rowKey={(r) => r.label}
          empty={c.events.empty}
          columns={[
            {
              header: c.events.name,
              cell: (r) => (
                <span className="wrap-anywhere font-mono text-[0.8125rem]">
                  <BreakableText text={r.label} />
                </span>
              ),
              csv: (r) => r.label,
            },
            {
              header: c.events.count,
              cell: (r) => formatNumber(r.count, locale),
              csv: (r) => r.count,
              numeric: true,
              className: "w-24 sm:w-32",
            },
          ]}
        />
      ) : tab === "goals" ? (
        <GoalsTab c={c} locale={locale} />
      ) : tab === "performance" ? (
        <PerformancePanel c={c} locale={locale} data={data} />
      ) : (
        <DataTable
          c={c}
          title={c.errors.heading}
          fileName={`errors-${data.range}.csv`}
          rows={data.topErrors}
          rowKey={(r) => r.label}
          empty={c.errors.empty}
          columns={[
            {
              header: c.errors.message,
              cell: (r) => <span className="break-words">{r.label}</span>,
              csv: (r) => r.label,
            },
            {
              header: c.errors.count,
              cell: (r) => formatNumber(r.count, locale),
              csv: (r) => r.count,
              numeric: true,
              className: "w-16 sm:w-24",
            },
            {
              // In the dashboard's zone, which the range above names (a zone in the header would not fit a phone).
              header: c.errors.lastSeen,
              cell: (r) => formatDateTime(r.lastSeen, locale, data.timeZone),
              csv: (r) => parseTimestamp(r.lastSeen)?.toISOString() ?? r.lastSeen,
              className: "w-28 sm:w-44",
            },
          ]}
        />
      )}
    </Tabs>
  );
}
