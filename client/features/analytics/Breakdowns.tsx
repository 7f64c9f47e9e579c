import type { Locale } from "../../../shared/i18n";
import { DataTable } from "./DataTable";
import { formatNumber } from "./format";
import type { Content, Dashboard } from "./types";

type Row = { label: string; sessions: number };

/** Referrers, devices, browsers and operating systems (sessions, top 5 each), and the bot hits kept apart. */
export function Breakdowns({ c, locale, data }: { c: Content; locale: Locale; data: Dashboard }) {
  const b = c.breakdowns;
  const label = (value: string) =>
    value === "(direct)"
      ? b.direct
      : value === "Other"
        ? b.other
        : (b.deviceTypes[value as keyof typeof b.deviceTypes] ?? value);
  const tables: { slug: string; title: string; header: string; rows: Row[] }[] = [
    { slug: "referrers", title: b.referrers, header: b.referrer, rows: data.referrers },
    { slug: "devices", title: b.devices, header: b.device, rows: data.devices },
    { slug: "browsers", title: b.browsers, header: b.browser, rows: data.browsers },
    { slug: "operating-systems", title: b.operatingSystems, header: b.os, rows: data.operatingSystems },
  ];
  return (
    <>
      <ul className="grid gap-4 md:grid-cols-2">
        {tables.map((t) => (
          <li key={t.slug} className="min-w-0">
            <DataTable
              c={c}
              title={t.title}
              fileName={`${t.slug}-${data.range}.csv`}
              rows={t.rows}
              rowKey={(r) => r.label}
              empty={b.empty}
              columns={[
                {
                  header: t.header,
                  cell: (r) => <span className="break-all">{label(r.label)}</span>,
                  csv: (r) => label(r.label),
                },
                {
                  header: b.sessions,
                  cell: (r) => formatNumber(r.sessions, locale),
                  csv: (r) => r.sessions,
                  numeric: true,
                  className: "w-24",
                },
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
