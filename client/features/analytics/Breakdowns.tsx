import type { FilterDimension } from "../../../shared/analytics/view";
import type { Locale } from "../../../shared/i18n";
import { DataTable } from "./DataTable";
import { FilterButton, type OnFilter } from "./Filters";
import { formatNumber } from "./format";
import { labeller } from "./labels";
import type { Content, Dashboard } from "./types";

/**
 * The number columns are as narrow as their headers allow (set smaller on phones, in DataTable), so
 * that on a phone a source's host name ("www.linkedin.com") keeps to one line beside two numbers.
 */
const NUMBER_COLUMN = "w-20 sm:w-24";

/** Entry and exit pages count sessions only (by where they started and ended); the others visitors too. */
type Row = { label: string; sessions: number; visitors?: number };

/**
 * Where sessions come from (channels, sources, campaigns, countries), where they start and end
 * (entry and exit pages) and what they use (devices, browsers, systems): sessions and visitors, top 5 each; a
 * click on a label filters the whole dashboard by it. The bot hits are kept apart.
 */
export function Breakdowns({
  c,
  locale,
  data,
  onFilter,
}: {
  c: Content;
  locale: Locale;
  data: Dashboard;
  onFilter: OnFilter;
}) {
  const b = c.breakdowns;
  const label = labeller(c, locale);
  const pages = (rows: { path: string; sessions: number }[]) =>
    rows.map((r) => ({ label: r.path, sessions: r.sessions }));
  const tables: { slug: string; title: string; header: string; rows: Row[]; dim: FilterDimension }[] = [
    { slug: "channels", title: b.channels, header: b.channel, rows: data.channels, dim: "channel" },
    { slug: "referrers", title: b.referrers, header: b.referrer, rows: data.referrers, dim: "referrer" },
    { slug: "campaigns", title: b.campaigns, header: b.campaign, rows: data.campaigns, dim: "campaign" },
    { slug: "countries", title: b.countries, header: b.country, rows: data.countries, dim: "country" },
    { slug: "entry-pages", title: b.entryPages, header: b.page, rows: pages(data.entryPages), dim: "page" },
    { slug: "exit-pages", title: b.exitPages, header: b.page, rows: pages(data.exitPages), dim: "page" },
    { slug: "devices", title: b.devices, header: b.device, rows: data.devices, dim: "device" },
    { slug: "browsers", title: b.browsers, header: b.browser, rows: data.browsers, dim: "browser" },
    { slug: "operating-systems", title: b.operatingSystems, header: b.os, rows: data.operatingSystems, dim: "os" },
  ];
  const filtered = Object.keys(data.filters).length > 0;
  return (
    <>
      <ul className="grid gap-4 md:grid-cols-2">
        {tables.map((t) => (
          <li key={t.slug} className="min-w-0">
            <DataTable
              c={c}
              title={t.title}
              fileName={`${t.slug}-${data.range}${filtered ? "-filtered" : ""}.csv`}
              rows={t.rows}
              rowKey={(r) => r.label}
              empty={b.empty}
              columns={[
                {
                  header: t.header,
                  cell: (r) => (
                    <FilterButton
                      c={c}
                      dim={t.dim}
                      value={r.label}
                      text={label(t.dim, r.label)}
                      filters={data.filters}
                      onFilter={onFilter}
                    />
                  ),
                  csv: (r) => label(t.dim, r.label),
                },
                {
                  header: b.sessions,
                  cell: (r) => formatNumber(r.sessions, locale),
                  csv: (r) => r.sessions,
                  numeric: true,
                  className: NUMBER_COLUMN,
                },
                ...(t.dim === "page"
                  ? []
                  : [
                      {
                        header: b.visitors,
                        cell: (r: Row) => formatNumber(r.visitors ?? 0, locale),
                        csv: (r: Row) => r.visitors ?? 0,
                        numeric: true,
                        className: NUMBER_COLUMN,
                      },
                    ]),
              ]}
            />
          </li>
        ))}
      </ul>
      <div className="mt-4 flex flex-wrap items-baseline gap-x-4 gap-y-1 rounded-2xl bg-sand p-5">
        <p className="font-bold">
          {b.botHits}: <span className="text-2xl font-black tabular-nums">{formatNumber(data.botHits, locale)}</span>
        </p>
        <p className="text-sm text-ink/80">{b.botHitsNote}</p>
      </div>
    </>
  );
}
