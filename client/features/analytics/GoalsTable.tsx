import type { Conversions, GoalRow } from "../../../shared/analytics/conversions";
import type { analyticsConversions } from "../../../shared/content/analytics-conversions";
import { format, type Locale } from "../../../shared/i18n";
import { DataTable } from "./DataTable";
import { formatChange, formatNumber, formatPercent, percentChange } from "./format";
import type { Content } from "./types";

export type GoalsContent = (typeof analyticsConversions)[Locale];

/**
 * The goals over the view: conversions (sessions), converting visitors, both conversion rates, and
 * the change of conversions against the previous period (as the summary cards show it). Every goal
 * has a row, zeros included, so an absent goal reads as "none", not as "missing".
 */
export function GoalsTable({
  c,
  g,
  locale,
  data,
  note,
}: {
  c: Content;
  g: GoalsContent;
  locale: Locale;
  data: Conversions;
  note: string;
}) {
  const t = g.goals;
  const filtered = Object.keys(data.filters).length > 0;
  return (
    <DataTable
      c={c}
      title={t.heading}
      fileName={`goals-${data.range}${filtered ? "-filtered" : ""}.csv`}
      rows={data.goals}
      rowKey={(r) => r.goal}
      empty={t.noVisits}
      note={note}
      columns={[
        { header: t.goal, cell: (r) => <GoalName t={t} locale={locale} row={r} />, csv: (r) => t.names[r.goal] },
        {
          header: t.sessions,
          cell: (r) => (
            <>
              {formatNumber(r.current.sessions, locale)}
              {/* On a phone the change column is hidden: the change stands under the conversions. */}
              <span className="mt-1 block sm:hidden">
                <GoalChange c={c} g={g} locale={locale} row={r} />
              </span>
            </>
          ),
          csv: (r) => r.current.sessions,
          numeric: true,
          className: "w-28 sm:w-[16%]",
        },
        {
          header: t.visitors,
          cell: (r) => formatNumber(r.current.visitors, locale),
          csv: (r) => r.current.visitors,
          numeric: true,
          className: PHONE_HIDDEN,
        },
        {
          header: t.visitorRate,
          cell: (r) => formatPercent(r.current.visitorRate, locale),
          csv: (r) => round(r.current.visitorRate),
          numeric: true,
          className: PHONE_HIDDEN,
        },
        {
          header: t.sessionRate,
          cell: (r) => formatPercent(r.current.sessionRate, locale),
          csv: (r) => round(r.current.sessionRate),
          numeric: true,
          className: PHONE_HIDDEN,
        },
        {
          header: t.change,
          cell: (r) => <GoalChange c={c} g={g} locale={locale} row={r} />,
          // The CSV keeps both numbers, so the change can be checked (and is empty when there is none).
          csv: (r) => {
            const change = percentChange(r.current.sessions, r.previous.sessions);
            return change === null ? "" : round(change);
          },
          numeric: true,
          className: "hidden sm:table-cell sm:w-[17%]",
        },
        {
          header: t.previousCsv,
          cell: () => null,
          csv: (r) => r.previous.sessions,
          csvOnly: true,
        },
      ]}
    />
  );
}

const round = (value: number) => Math.round(value * 10) / 10;

/**
 * Six columns do not fit a phone: there, visitors and both rates move under the goal's name and the
 * change under the conversions, so the name's column keeps most of the width.
 */
const PHONE_HIDDEN = "hidden w-[16%] sm:table-cell";

function GoalName({ t, locale, row }: { t: GoalsContent["goals"]; locale: Locale; row: GoalRow }) {
  const figures: [string, string][] = [
    [t.visitors, formatNumber(row.current.visitors, locale)],
    [t.visitorRate, formatPercent(row.current.visitorRate, locale)],
    [t.sessionRate, formatPercent(row.current.sessionRate, locale)],
  ];
  return (
    <>
      {t.names[row.goal]}
      <span className="mt-1 block text-xs font-normal text-ink/80 sm:hidden">
        {figures.map(([label, value]) => (
          <span key={label} className="block">
            {label}: <span className="tabular-nums">{value}</span>
          </span>
        ))}
      </span>
    </>
  );
}

/** The change of a goal's conversions, with an arrow and words for screen readers, and the previous count. */
function GoalChange({ c, g, locale, row }: { c: Content; g: GoalsContent; locale: Locale; row: GoalRow }) {
  const change = percentChange(row.current.sessions, row.previous.sessions);
  const rounded = change === null ? null : Math.round(change);
  const direction = rounded === null || rounded === 0 ? "same" : rounded > 0 ? "up" : "down";
  // Colours as the summary cards' (more conversions is good news), always with an arrow and words too.
  const tone = direction === "same" ? "" : direction === "up" ? "text-[#1d6b35]" : "text-[#a8321a]";
  const previous = formatNumber(row.previous.sessions, locale);
  return (
    <span className="flex flex-col items-end">
      {change === null ? (
        <span>
          {c.summary.noChange}
          <span className="sr-only"> ({c.summary.noPrevious})</span>
        </span>
      ) : (
        // The arrow may sit on a line of its own when the column is narrow; the figure never breaks
        // ("+1 200 %" ran into the next column on a phone when the two could not part).
        <span className={`text-right font-semibold ${tone}`}>
          <span aria-hidden="true">{direction === "up" ? "▲ " : direction === "down" ? "▼ " : ""}</span>
          <span className="sr-only">{c.summary[direction]}: </span>
          <span className="whitespace-nowrap">{formatChange(change, locale)}</span>
        </span>
      )}
      <span className="whitespace-nowrap text-xs text-ink/80">{format(g.goals.previous, { value: previous })}</span>
    </span>
  );
}
