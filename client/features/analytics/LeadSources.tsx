import { useQuery } from "@tanstack/react-query";
import type { inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "../../../server/trpc/router";
import type { FilterDimension, View } from "../../../shared/analytics/view";
import type { Locale } from "../../../shared/i18n";
import { BreakableText } from "../../components/text/BreakableText";
import { buttonStyles } from "../../components/ui/buttons";
import { useTRPC } from "../../lib/trpc";
import { DataTable } from "./DataTable";
import { FilterButton, type OnFilter } from "./Filters";
import { formatNumber } from "./format";
import { labeller } from "./labels";
import type { Content } from "./types";
import { VIEW_QUERY_OPTIONS } from "./view-query";

type LeadSourcesData = inferRouterOutputs<AppRouter>["analytics"]["leadSources"];
type Row = LeadSourcesData["channels"][number];

/**
 * "Leads by source" (decision 0020): leads and won leads of the view's range by the last touch's
 * channel, campaign and landing page, read by its own query (analytics.leadSources) so the rest of
 * the dashboard never waits for the app database. Channel and campaign rows filter the dashboard
 * like the breakdowns' rows do; a landing page does not (the page filter means "viewed", not
 * "landed on").
 */
export function LeadSources({
  c,
  locale,
  view,
  onFilter,
}: {
  c: Content;
  locale: Locale;
  view: View;
  onFilter: OnFilter;
}) {
  const l = c.leadSources;
  const trpc = useTRPC();
  const query = useQuery(
    trpc.analytics.leadSources.queryOptions(
      { range: view.range, from: view.from, to: view.to, filters: view.filters },
      VIEW_QUERY_OPTIONS,
    ),
  );
  const data = query.data;
  return (
    <section aria-labelledby="analytics-leads" className="mt-10" data-testid="lead-sources">
      <h2 id="analytics-leads" className="text-2xl font-extrabold tracking-tight sm:text-3xl">
        {l.heading}
      </h2>
      <p className="mt-2 max-w-3xl text-ink/80">{l.intro}</p>
      {data ? (
        <div
          aria-busy={query.isFetching || undefined}
          className={query.isFetching ? "opacity-70 transition-opacity" : ""}
        >
          <LeadSourcesFound c={c} locale={locale} data={data} onFilter={onFilter} />
        </div>
      ) : query.isError ? (
        <div className="mt-4 rounded-2xl border border-ink/10 bg-sand p-6">
          <p role="alert" className="font-semibold">
            {l.loadFailed}
          </p>
          <button type="button" className={`${buttonStyles.secondary} mt-4`} onClick={() => void query.refetch()}>
            {c.retry}
          </button>
        </div>
      ) : (
        <p role="status" className="mt-4 text-ink/80">
          {l.loading}
        </p>
      )}
    </section>
  );
}

function LeadSourcesFound({
  c,
  locale,
  data,
  onFilter,
}: {
  c: Content;
  locale: Locale;
  data: LeadSourcesData;
  onFilter: OnFilter;
}) {
  const l = c.leadSources;
  const label = labeller(c, locale);
  const filtered = Object.keys(data.filters).length > 0;
  const text = (dim: FilterDimension, r: Row) => (r.label === null ? l.unknown : label(dim, r.label));
  const tables: { slug: string; title: string; header: string; rows: Row[]; dim: FilterDimension }[] = [
    { slug: "channel", title: l.channels, header: c.breakdowns.channel, rows: data.channels, dim: "channel" },
    { slug: "campaign", title: l.campaigns, header: c.breakdowns.campaign, rows: data.campaigns, dim: "campaign" },
    { slug: "landing-page", title: l.landingPages, header: l.landingPage, rows: data.landingPages, dim: "page" },
  ];
  return (
    <>
      {filtered ? <p className="mt-2 max-w-3xl text-sm font-semibold">{l.filtered}</p> : null}
      <dl className="mt-4 grid grid-cols-2 gap-3 sm:max-w-md sm:gap-4">
        {[
          { key: "leads", term: l.leads, value: data.leads },
          { key: "won", term: l.won, value: data.won },
        ].map((f) => (
          <div key={f.key} className="rounded-2xl border border-ink/10 bg-paper p-4 shadow-sm sm:p-5">
            <dt className="text-sm font-bold text-ink/80">{f.term}</dt>
            <dd className="mt-1 text-3xl font-black tabular-nums" data-testid={`lead-sources-${f.key}`}>
              {formatNumber(f.value, locale)}
            </dd>
          </div>
        ))}
      </dl>
      {data.leads === 0 ? (
        <p className="mt-4 rounded-xl border border-dashed border-ink/25 p-6 text-center font-semibold text-ink/80">
          {filtered ? l.emptyFiltered : l.empty}
        </p>
      ) : (
        <>
          <ul className="mt-4 grid gap-4 md:grid-cols-2">
            {tables.map((t) => (
              <li key={t.slug} className="min-w-0">
                <DataTable
                  c={c}
                  title={t.title}
                  fileName={`leads-by-${t.slug}-${data.range}${filtered ? "-filtered" : ""}.csv`}
                  rows={t.rows}
                  rowKey={(r) => r.label ?? "\u0000unknown"}
                  empty={l.empty}
                  columns={[
                    {
                      header: t.header,
                      cell: (r) =>
                        r.label === null ? (
                          <span className="italic">{l.unknown}</span>
                        ) : t.dim === "page" ? (
                          <span className="wrap-anywhere font-mono text-[0.8125rem]">
                            <BreakableText text={r.label} />
                          </span>
                        ) : (
                          <FilterButton
                            c={c}
                            dim={t.dim}
                            value={r.label}
                            text={text(t.dim, r)}
                            filters={data.filters}
                            onFilter={onFilter}
                          />
                        ),
                      csv: (r) => text(t.dim, r),
                    },
                    {
                      header: l.leads,
                      cell: (r) => formatNumber(r.leads, locale),
                      csv: (r) => r.leads,
                      numeric: true,
                      className: "w-20 sm:w-24",
                    },
                    {
                      header: l.won,
                      cell: (r) => formatNumber(r.won, locale),
                      csv: (r) => r.won,
                      numeric: true,
                      className: "w-20 sm:w-24",
                    },
                  ]}
                />
              </li>
            ))}
          </ul>
          {data.unknown.leads > 0 ? <p className="mt-3 text-sm text-ink/80">{l.unknownNote}</p> : null}
        </>
      )}
    </>
  );
}
